// Hosts and meeting types of a spec's own (ADR 0088), written straight to the database so the
// spec's team does not change what the other specs are offered.
import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { hosts } from "@/server/db/schema";
import { adminApi, createAdmin } from "./admin-helpers";
import { createAccount } from "./authorization-accounts";
import { expect, uniqueEmail } from "./fixtures";

export interface TeamHost {
  id: string;
  name: string;
  email: string;
}

/** A host with an active admin user (their address) and the first host's weekly hours. */
export async function makeHost(db: Database, name: string, tag: string): Promise<TeamHost> {
  const account = await createAccount(db, { email: uniqueEmail(name.toLowerCase()) });
  const [host] = await db
    .insert(hosts)
    .values({
      name: `${name} ${tag}`,
      slug: `${name.toLowerCase()}-${tag}`,
      adminUserId: account.adminId,
    })
    .returning({ id: hosts.id, name: hosts.name });
  await db.execute(sql`INSERT INTO availability_settings
      (host_id, day_of_week, is_available, start_time, end_time, slot_duration)
    SELECT ${host!.id}::uuid, day_of_week, is_available, start_time, end_time, slot_duration
    FROM availability_settings WHERE host_id = first_host_id()`);
  return { ...host!, email: account.email };
}

/** An unlisted type of these hosts, as long as the default type (so its slots line up). */
export async function makeType(
  db: Database,
  slug: string,
  team: TeamHost[],
  assignment: "round_robin" | "collective",
) {
  await db.execute(sql`INSERT INTO meeting_types (name, slug, duration_minutes, listed, host_ids, assignment)
    SELECT ${slug}, ${slug}, duration_minutes, false,
           ${sql.raw(`ARRAY[${team.map((h) => `'${h.id}'`).join(",")}]::uuid[]`)},
           ${assignment}::meeting_assignment
    FROM meeting_types WHERE id = default_meeting_type_id()`);
}

/**
 * A new plain admin made a host through the Team API, as the Team tab does, by the signed-in super
 * admin: the admin (to sign in as) and the host.
 */
export async function hostThroughTeamApi(page: Page, name: string, slug?: string) {
  const admin = await createAdmin(page);
  const response = await adminApi(page.request, "POST", "/api/admin/hosts", {
    adminUserId: admin.id,
    name,
    ...(slug ? { slug } : {}),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { host } = (await response.json()) as { host: { id: string; name: string; slug: string } };
  return { admin, host };
}
