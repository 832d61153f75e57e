import "server-only";
import { and, asc, eq, isNull, ne, notExists, sql } from "drizzle-orm";
import type { FailureStatus } from "@/lib/action-result";
import { slugFromName } from "@/lib/schemas/host-terms";
import type { CreateHostInput, HostSummary, UpdateHostInput } from "@/lib/schemas/hosts";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { isUniqueViolation } from "@/server/db/errors";
import { adminUsers, availabilitySettings, hosts, user } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";

export const HOST_NOT_FOUND = "This host no longer exists";
const SLUG_TAKEN = "This link name is taken by another host";
const ALREADY_HOST = "This admin user is a host already";

type Executor = Pick<Database, "select" | "insert" | "update">;

/** A host takes meetings: on, and their admin user (if any) active (ADR 0088, migration 0040). */
export const hostTakesMeetings = sql<boolean>`host_takes_meetings(${hosts})`;

/** Every host with its admin's address, oldest first: the first is the site's first host. */
export async function listHosts(db: Executor): Promise<HostSummary[]> {
  return db
    .select({
      id: hosts.id,
      adminUserId: hosts.adminUserId,
      name: hosts.name,
      slug: hosts.slug,
      email: adminUsers.email,
      // `active` answers "takes meetings", by the database's one rule (migration 0040).
      active: hostTakesMeetings,
      meetingUrlTemplate: hosts.meetingUrlTemplate,
    })
    .from(hosts)
    .leftJoin(adminUsers, eq(adminUsers.id, hosts.adminUserId))
    .orderBy(asc(hosts.createdAt), asc(hosts.id));
}

/**
 * A display name from the identity: its name when it has one of its own, else the address's
 * local part in words (`ada.lovelace@…` → `Ada Lovelace`).
 */
export function defaultHostName(identityName: string | null, email: string): string {
  const local = email.split("@")[0] ?? "";
  const own = identityName?.trim();
  // An identity made from an address alone is named after it: not a name of its own.
  if (own && ![email, local].some((made) => made.toLowerCase() === own.toLowerCase()))
    return own.slice(0, 100);
  const words = local.split(/[._+-]+/).filter(Boolean);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
  return (name || "Host").slice(0, 100);
}

/** `base`, or `base-2`, `base-3`… : the first slug no other host holds. */
async function freeSlug(db: Executor, base: string, exceptHostId?: string): Promise<string> {
  const stem = base || "host";
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const slug = `${stem.slice(0, 50 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await slugHolder(db, slug, exceptHostId))) return slug;
  }
}

async function slugHolder(db: Executor, slug: string, exceptHostId?: string) {
  const [holder] = await db
    .select({ id: hosts.id })
    .from(hosts)
    .where(
      exceptHostId ? and(eq(hosts.slug, slug), ne(hosts.id, exceptHostId)) : eq(hosts.slug, slug),
    )
    .limit(1);
  return holder ?? null;
}

/** `POST /api/admin/hosts`: an active admin user becomes a host (once). */
export async function createHost(
  db: Database,
  actor: AuditActor,
  input: CreateHostInput,
): Promise<HostSummary> {
  return conflictsAsFieldErrors(() =>
    db.transaction(async (tx) => {
      const [admin] = await tx
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          status: adminUsers.status,
          name: user.name,
        })
        .from(adminUsers)
        .innerJoin(user, eq(user.id, adminUsers.userId))
        .where(eq(adminUsers.id, input.adminUserId))
        .limit(1);
      if (!admin) throw fieldError(422, "adminUserId", "No admin user has this id");
      if (admin.status !== "active")
        throw fieldError(422, "adminUserId", "An inactive admin user cannot take meetings");
      const [existing] = await tx
        .select({ id: hosts.id })
        .from(hosts)
        .where(eq(hosts.adminUserId, admin.id))
        .limit(1);
      if (existing) throw fieldError(409, "adminUserId", ALREADY_HOST);
      const name = input.name ?? defaultHostName(admin.name, admin.email);
      if (input.slug && (await slugHolder(tx, input.slug)))
        throw fieldError(409, "slug", SLUG_TAKEN);
      const slug = input.slug ?? (await freeSlug(tx, slugFromName(name)));
      const [host] = await tx
        .insert(hosts)
        .values({ adminUserId: admin.id, name, slug })
        .returning();
      // A new host starts with the first host's weekly hours (the team's usual hours), to change.
      await tx.execute(sql`INSERT INTO ${availabilitySettings}
          (host_id, day_of_week, is_available, start_time, end_time, slot_duration)
        SELECT ${host!.id}::uuid, day_of_week, is_available, start_time, end_time, slot_duration
        FROM ${availabilitySettings} WHERE host_id = first_host_id()`);
      await recordAudit(tx, actor, {
        action: "host.create",
        entity: "hosts",
        entityId: host!.id,
        after: { name, slug, email: admin.email },
      });
      return {
        id: host!.id,
        adminUserId: admin.id,
        name,
        slug,
        email: admin.email,
        active: true,
        meetingUrlTemplate: null,
      };
    }),
  );
}

const audited = (host: typeof hosts.$inferSelect) => ({
  name: host.name,
  slug: host.slug,
  active: host.active,
  meetingUrlTemplate: host.meetingUrlTemplate,
});

/** `PATCH /api/admin/hosts/{id}`: name, slug, whether they take meetings, their link template. */
export async function updateHost(
  db: Database,
  actor: AuditActor,
  input: UpdateHostInput,
): Promise<HostSummary> {
  return conflictsAsFieldErrors(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(hosts).where(eq(hosts.id, input.id)).for("update");
      if (!before) throw new ActionError(404, HOST_NOT_FOUND);
      if (input.slug && (await slugHolder(tx, input.slug, before.id)))
        throw fieldError(409, "slug", SLUG_TAKEN);
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.meetingUrlTemplate !== undefined
          ? { meetingUrlTemplate: input.meetingUrlTemplate }
          : {}),
      };
      await tx
        .update(hosts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(hosts.id, before.id));
      await recordAudit(tx, actor, {
        action: "host.update",
        entity: "hosts",
        entityId: before.id,
        before: audited(before),
        after: { ...audited(before), ...changes },
      });
      const updated = (await listHosts(tx)).find((host) => host.id === before.id);
      if (!updated) throw new ActionError(404, HOST_NOT_FOUND);
      return updated;
    }),
  );
}

/**
 * The first active super admin becomes the first host (ADR 0088): the site's schedule had an owner
 * from its first migration (an unclaimed host), and now it is theirs, named after them. Runs at
 * boot, after the first super admin exists; one statement, so instances booting together claim it
 * once. Null when there is nothing to claim or nobody to claim it.
 */
export async function ensureFirstHost(db: Database): Promise<HostSummary | null> {
  const [unclaimed] = await db
    .select({ id: hosts.id, name: hosts.name })
    .from(hosts)
    .where(and(isNull(hosts.adminUserId), eq(hosts.active, true)))
    .orderBy(asc(hosts.createdAt), asc(hosts.id))
    .limit(1);
  if (!unclaimed) return null;
  const [first] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: user.name })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.userId))
    .where(
      and(
        eq(adminUsers.role, "super_admin"),
        eq(adminUsers.status, "active"),
        notExists(db.select().from(hosts).where(eq(hosts.adminUserId, adminUsers.id))),
      ),
    )
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id))
    .limit(1);
  if (!first) return null;
  const name = defaultHostName(first.name, first.email);
  const slug = await freeSlug(db, slugFromName(name), unclaimed.id);
  const [claimed] = await db
    .update(hosts)
    .set({ adminUserId: first.id, name, slug, updatedAt: new Date() })
    .where(and(eq(hosts.id, unclaimed.id), isNull(hosts.adminUserId)))
    .returning({ id: hosts.id, meetingUrlTemplate: hosts.meetingUrlTemplate });
  if (!claimed) return null;
  const { id, meetingUrlTemplate } = claimed;
  return {
    id,
    adminUserId: first.id,
    name,
    slug,
    email: first.email,
    active: true,
    meetingUrlTemplate,
  };
}

/**
 * The checks above give the friendly answer; two requests racing past them meet the unique
 * indexes, and the loser gets the same 409 naming its field, not a 500.
 */
async function conflictsAsFieldErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint);
    throw constraint.includes("admin_user_id")
      ? fieldError(409, "adminUserId", ALREADY_HOST)
      : fieldError(409, "slug", SLUG_TAKEN);
  }
}

function fieldError(status: FailureStatus, field: string, message: string) {
  return new ActionError(status, message, { [field]: message });
}
