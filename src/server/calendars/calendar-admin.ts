import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { AddCalendarInput, CalendarView, UpdateCalendarInput } from "@/lib/schemas/calendars";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { calendarConnections, calendarSources } from "@/server/db/schema";
import { scheduleOwner } from "@/server/hosts/schedule-owner";
import { ActionError } from "@/server/http/action-result";
import { checkCalendarUrl } from "@/server/net/address-rules";
import { SafeFetchError } from "@/server/net/fetch-errors";
import { CalDavError, discoverCalendars } from "./caldav";
import type { CalendarDeps } from "./calendar-config";
import { armCalendarRefresh } from "./calendar-jobs";
import { findCalendar } from "./calendar-list";
import { calendarHostOf } from "./calendar-owner";
import { syncCalendar } from "./calendar-sync";
import { encryptSecret } from "./credentials";

/**
 * The Calendars tab's services (issue 13): list, connect, change, remove, sync now. Every change
 * is audited without secrets (the feed address and the app password never leave the server).
 */

/** A calendar that is no host's destination (the flag and its host go together). */
const NOT_DESTINATION = { isDestination: false, destinationHostId: null } as const;

/** What the audit trail keeps of a connection: never its secret. */
const auditable = (c: {
  kind: string;
  name: string;
  displayUrl: string;
  username: string | null;
}) => ({
  kind: c.kind,
  name: c.name,
  displayUrl: c.displayUrl,
  username: c.username,
});

/** A refused or unreachable address as a 422 naming the form's field. */
function fieldError(field: string, error: unknown): never {
  if (error instanceof SafeFetchError || error instanceof CalDavError) {
    const message = error.message;
    throw new ActionError(422, message, { [field]: message });
  }
  throw error;
}

/**
 * Connects a feed or a CalDAV account, arms its refresh and syncs it once (the answer waits for
 * that first sync, bounded by the fetch deadline). A CalDAV account is discovered first: a wrong
 * password is a 422 naming `password`, an address that is refused or not CalDAV names `serverUrl`.
 */
export async function addCalendar(
  db: Database,
  deps: CalendarDeps,
  actor: AuditActor,
  input: AddCalendarInput,
  /** Whose busy times the calendar holds (ADR 0088); the first host's when left out. */
  hostId?: string,
): Promise<CalendarView> {
  const owner = await scheduleOwner(db, hostId);
  const { config } = deps;
  const now = deps.now();
  let row: typeof calendarConnections.$inferInsert;
  let found: { url: string; displayName: string; canWrite?: boolean }[] = [];
  if (input.kind === "ics") {
    const url = await checkCalendarUrl(input.url, config.limits).catch((e) => fieldError("url", e));
    row = {
      kind: "ics",
      name: input.name,
      secret: encryptSecret(url.href, config.authSecret),
      displayUrl: url.host,
      username: null,
    };
  } else {
    const serverUrl = await checkCalendarUrl(input.serverUrl, config.limits).catch((e) =>
      fieldError("serverUrl", e),
    );
    const account = {
      serverUrl: serverUrl.href,
      username: input.username,
      password: input.password,
    };
    found = await discoverCalendars(account, config.limits).catch((e) =>
      fieldError(e instanceof CalDavError && e.kind === "auth" ? "password" : "serverUrl", e),
    );
    row = {
      kind: "caldav",
      name: input.name,
      secret: encryptSecret(input.password, config.authSecret),
      displayUrl: serverUrl.href,
      username: input.username,
    };
  }
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calendarConnections)
      .values({ ...row, hostId: owner, createdAt: now, updatedAt: now })
      .returning({ id: calendarConnections.id });
    const connectionId = created!.id;
    if (found.length > 0)
      await tx.insert(calendarSources).values(
        found.map((c) => ({
          connectionId,
          url: c.url,
          displayName: c.displayName || c.url,
          canWrite: c.canWrite ?? true,
          isBusy: true,
          isDestination: false,
        })),
      );
    await recordAudit(tx, actor, {
      action: "calendar.connect",
      entity: "calendar_connections",
      entityId: connectionId,
      after: { ...auditable(row as Parameters<typeof auditable>[0]), calendars: found.length },
    });
    await armCalendarRefresh(
      tx,
      connectionId,
      new Date(now.getTime() + config.refreshMinutes * 60_000),
    );
    return connectionId;
  });
  await syncCalendar(db, deps, id);
  return findCalendar(db, id, deps.now());
}

/** Rename; for CalDAV, which calendars count as busy and which one is the destination. */
export async function updateCalendar(
  db: Database,
  deps: CalendarDeps,
  actor: AuditActor,
  input: UpdateCalendarInput,
): Promise<CalendarView> {
  const now = deps.now();
  const before = await findCalendar(db, input.id, now);
  const ownIds = new Set(before.sources.map((s) => s.id));
  const foreign = [...(input.busySourceIds ?? []), input.destinationSourceId ?? null].find(
    (s) => s && !ownIds.has(s),
  );
  if (foreign) {
    const message = "Choose calendars of this account";
    throw new ActionError(422, message, { sources: message });
  }
  if (input.destinationSourceId) {
    const chosen = before.sources.find((s) => s.id === input.destinationSourceId);
    if (chosen && !chosen.canWrite) {
      const message = "This account may not write to that calendar";
      throw new ActionError(422, message, { destinationSourceId: message });
    }
  }
  await db.transaction(async (tx) => {
    if (input.name !== undefined)
      await tx
        .update(calendarConnections)
        .set({ name: input.name, updatedAt: now })
        .where(eq(calendarConnections.id, input.id));
    if (input.busySourceIds && ownIds.size > 0) {
      await tx
        .update(calendarSources)
        .set({ isBusy: false })
        .where(eq(calendarSources.connectionId, input.id));
      if (input.busySourceIds.length > 0)
        await tx
          .update(calendarSources)
          .set({ isBusy: true })
          .where(inArray(calendarSources.id, input.busySourceIds));
    }
    if (input.destinationSourceId !== undefined) {
      // At most one destination per host, the connection's (ADR 0088; a partial unique index
      // has the last word): choosing one replaces the host's other.
      if (input.destinationSourceId) {
        const hostId = await calendarHostOf(tx, input.id);
        await tx
          .update(calendarSources)
          .set(NOT_DESTINATION)
          .where(eq(calendarSources.destinationHostId, hostId));
        await tx
          .update(calendarSources)
          .set({ isDestination: true, destinationHostId: hostId })
          .where(eq(calendarSources.id, input.destinationSourceId));
      } else if (ownIds.size > 0) {
        await tx
          .update(calendarSources)
          .set(NOT_DESTINATION)
          .where(inArray(calendarSources.id, [...ownIds]));
      }
    }
    const after = await tx
      .select()
      .from(calendarSources)
      .where(eq(calendarSources.connectionId, input.id));
    const [connection] = await tx
      .select({ name: calendarConnections.name })
      .from(calendarConnections)
      .where(eq(calendarConnections.id, input.id));
    await recordAudit(tx, actor, {
      action: "calendar.update",
      entity: "calendar_connections",
      entityId: input.id,
      before: {
        name: before.name,
        busy: before.sources.filter((s) => s.isBusy).map((s) => s.displayName),
        destination: before.sources.find((s) => s.isDestination)?.displayName ?? null,
      },
      after: {
        name: connection?.name ?? before.name,
        busy: after
          .filter((s) => s.isBusy)
          .map((s) => s.displayName)
          .sort(),
        destination: after.find((s) => s.isDestination)?.displayName ?? null,
      },
    });
  });
  // Other calendars counting as busy: sync now so slots follow at once.
  if (input.busySourceIds) await syncCalendar(db, deps, input.id);
  return findCalendar(db, input.id, deps.now());
}

/** Disconnects a calendar: its busy times, calendars and refresh job go with it. */
export async function removeCalendar(db: Database, actor: AuditActor, id: string, now: Date) {
  const calendar = await findCalendar(db, id, now);
  await db.transaction(async (tx) => {
    await tx.delete(calendarConnections).where(eq(calendarConnections.id, id));
    await recordAudit(tx, actor, {
      action: "calendar.remove",
      entity: "calendar_connections",
      entityId: id,
      before: auditable(calendar),
    });
  });
  return { id };
}
