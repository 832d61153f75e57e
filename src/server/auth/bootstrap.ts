import "server-only";
import { passwordPolicyError } from "@/lib/schemas/fields";
import type { Database } from "@/server/db";
import { createAdminIdentity, hasActiveSuperAdmin } from "./admin-users";
import type { Auth } from "./create-auth";

export class BootstrapError extends Error {}

/**
 * At start: when no active super admin exists, create one from ADMIN_EMAIL / ADMIN_PASSWORD,
 * or say exactly how to.
 */
export async function bootstrapSuperAdmin(
  db: Database,
  auth: Auth,
  config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  log: (line: string) => void = console.info,
): Promise<"exists" | "created" | "missing-credentials"> {
  if (await hasActiveSuperAdmin(db)) return "exists";
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (!email || !password) {
    log(
      "[bootstrap] No active super admin exists. Create one by starting once with\n" +
        "            ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='Choose-a-Str0ng-one' npm start\n" +
        "            (8+ characters with an upper-case letter, a lower-case letter and a digit).",
    );
    return "missing-credentials";
  }
  const weakness = passwordPolicyError(password);
  if (weakness) throw new BootstrapError(`ADMIN_PASSWORD is too weak: ${weakness}`);
  await createAdminIdentity(db, auth, { email, password, role: "super_admin" });
  log(`[bootstrap] Created super admin ${email.toLowerCase()}`);
  return "created";
}
