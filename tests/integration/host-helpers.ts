// Hosts and their meeting types as the Team tab and the admin API make them (ADR 0088), for the
// team scheduling suites.
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/rows";
import { hosts, meetingTypes } from "@/server/db/schema";
import { authHarness } from "../support/auth-harness";
import { resetBookingData } from "./booking-helpers";

export interface Host {
  id: string;
  slug: string;
}

export async function firstHost(db: Database): Promise<Host> {
  const [host] = await queryRows<Host>(
    db,
    sql`SELECT id, slug FROM hosts WHERE id = first_host_id()`,
  );
  return host!;
}

/** New hosts with the first host's weekly hours, as the Team tab makes them. */
export async function addHosts(db: Database, slugs: string[]): Promise<Host[]> {
  const added: Host[] = [];
  for (const slug of slugs) {
    const [host] = await db
      .insert(hosts)
      .values({ name: slug[0]!.toUpperCase() + slug.slice(1), slug })
      .returning({ id: hosts.id, slug: hosts.slug });
    await db.execute(sql`INSERT INTO availability_settings
        (host_id, day_of_week, is_available, start_time, end_time, slot_duration)
      SELECT ${host!.id}::uuid, day_of_week, is_available, start_time, end_time, slot_duration
      FROM availability_settings WHERE host_id = first_host_id()`);
    added.push(host!);
  }
  return added;
}

/**
 * A team of two on UTC with nothing booked: the first host (named "Host") and Grace, with the
 * first host's weekly hours.
 */
export async function firstHostAndGrace(db: Database): Promise<[Host, Host]> {
  await resetBookingData(db, "UTC");
  await db.execute(sql`DELETE FROM hosts WHERE id <> first_host_id()`);
  const ada = await firstHost(db);
  const [grace] = await addHosts(db, ["grace"]);
  return [ada, grace!];
}

/** Which hosts a type's meetings go to, and how. */
export async function hostType(
  db: Database,
  slug: string,
  team: Host[],
  assignment: "round_robin" | "collective" = "round_robin",
) {
  await db
    .insert(meetingTypes)
    .values({ name: slug, slug, durationMinutes: 60, sortOrder: 9 })
    .onConflictDoNothing({ target: meetingTypes.slug });
  await db
    .update(meetingTypes)
    .set({ hostIds: team.map((h) => h.id), assignment, active: true })
    .where(eq(meetingTypes.slug, slug));
}

let claimed = 0;

/** Gives a host an active admin user, whose address becomes the host's; returns it. */
export async function claimHost(db: Database, host: Host, local: string): Promise<string> {
  const email = `${local}.${++claimed}${Date.now()}@agency.test`;
  const admin = await authHarness(db).createAdmin(email, "Host-claim-passw0rd");
  await db.update(hosts).set({ adminUserId: admin.id }).where(eq(hosts.id, host.id));
  return email;
}
