import "server-only";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InviteAdminUserInput } from "@/lib/schemas/admin-users";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Auth } from "@/server/auth/create-auth";
import { resetPasswordLink, resetVerificationIdentifier } from "@/server/auth/password-reset";
import { voidPasswordLinks } from "@/server/auth/void-password-links";
import type { Database } from "@/server/db";
import { adminUsers } from "@/server/db/schema";
import type { Email } from "@/server/email/send-email";
import { ActionError } from "@/server/http/action-result";
import { adminExistsError } from "./create-admin-user";
import { invitationEmail } from "./invitation-email";
import { hasPassword } from "./list-admin-users";

export const INVITATION_VALID_DAYS = 7;

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A token shaped like better-auth's own reset tokens (24 letters and digits), from a CSPRNG. */
function invitationToken() {
  return Array.from({ length: 24 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join(
    "",
  );
}

interface InviteDeps {
  auth: Auth;
  appUrl: string;
  send: (email: Omit<Email, "from">) => Promise<unknown>;
  now?: () => Date;
}

/**
 * Invites an admin by e-mail: a confirmed identity without a password, an active admin_users
 * row, and a single-use link to choose the password. Inviting someone whose invitation is still
 * pending sends a fresh link and voids the old one, unless they have been deactivated.
 */
export async function inviteAdminUser(
  db: Database,
  actor: AuditActor,
  input: InviteAdminUserInput,
  deps: InviteDeps,
) {
  const ctx = await deps.auth.$context;
  const now = deps.now?.() ?? new Date();
  const [existing] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, input.email))
    .limit(1);
  let adminId: string;
  let userId: string;
  let resent = false;
  if (existing) {
    if (await hasPassword(db, existing.userId)) throw adminExistsError(input.email);
    // A deactivated invitee could not sign in with the link anyway: say so instead of mailing it.
    if (existing.status !== "active")
      throw new ActionError(
        409,
        `${input.email} is inactive. Activate them before sending a new invitation.`,
      );
    adminId = existing.id;
    userId = existing.userId;
    resent = true;
    await db.transaction(async (tx) => {
      await voidPasswordLinks(tx, userId);
      await recordAudit(tx, actor, {
        action: "admin_user.reinvite",
        entity: "admin_users",
        entityId: adminId,
        before: null,
        after: { email: existing.email, role: existing.role, status: existing.status },
      });
    });
  } else {
    const identity =
      (await ctx.internalAdapter.findUserByEmail(input.email))?.user ??
      (await ctx.internalAdapter.createUser(
        { email: input.email, name: input.email.split("@")[0] ?? input.email, emailVerified: true },
        { method: "admin" },
      ));
    userId = identity.id;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(adminUsers)
        .values({ userId, email: input.email, role: input.role, status: "active" })
        .returning();
      if (!row) throw new Error("admin_users insert returned no row");
      await recordAudit(tx, actor, {
        action: "admin_user.invite",
        entity: "admin_users",
        entityId: row.id,
        before: null,
        after: { email: row.email, role: row.role, status: row.status },
      });
      return row;
    });
    adminId = created.id;
  }

  // The same record a password reset creates, so /reset-password accepts it once and deletes it.
  const token = invitationToken();
  await ctx.internalAdapter.createVerificationValue({
    identifier: resetVerificationIdentifier(token),
    value: userId,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000),
  });
  const mail = invitationEmail({
    email: input.email,
    invitedBy: actor.email,
    link: resetPasswordLink(deps.appUrl, token),
    validDays: INVITATION_VALID_DAYS,
  });
  try {
    await deps.send({ to: input.email, ...mail });
  } catch (error) {
    console.error(`[users] invitation mail of admin ${adminId} failed`, error);
    return {
      id: adminId,
      email: input.email,
      mailSent: false,
      message: `Admin user ${input.email} was invited, but the invitation e-mail could not be sent. Try "Resend invitation".`,
    };
  }
  return {
    id: adminId,
    email: input.email,
    mailSent: true,
    message: resent
      ? `A new invitation was sent to ${input.email}`
      : `Invitation sent to ${input.email}`,
  };
}
