import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { CalendarView } from "@/lib/schemas/calendars";
import type { Database } from "@/server/db";
import {
  busyPeriodSpan,
  calendarBusyPeriods,
  calendarConnections,
  calendarSources,
} from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { type CalendarDeps, STALE_AFTER_MS } from "./calendar-config";
import { bookingWindow, type SyncResult, syncCalendar } from "./calendar-sync";

// The Calendars tab's reads (issue 13): the connected calendars as the browser sees them, and
// the tab's Refresh. Never a feed address nor a password.

export const CALENDAR_NOT_FOUND = "This calendar is no longer connected";

/**
 * The connected calendars: one host's, or every host's when none is named; with `id`, that one
 * calendar alone (what a change answers with, without reading every host's to find it).
 */
export async function listCalendars(
  db: Database,
  now: Date,
  { hostId, id }: { hostId?: string; id?: string } = {},
): Promise<CalendarView[]> {
  const window = await bookingWindow(db, now);
  const [connections, sources, counts] = await Promise.all([
    db
      .select()
      .from(calendarConnections)
      .where(
        and(
          hostId === undefined ? undefined : eq(calendarConnections.hostId, hostId),
          id === undefined ? undefined : eq(calendarConnections.id, id),
        ),
      )
      .orderBy(asc(calendarConnections.createdAt)),
    db
      .select()
      .from(calendarSources)
      .where(id === undefined ? undefined : eq(calendarSources.connectionId, id))
      .orderBy(asc(calendarSources.displayName)),
    db
      .select({
        connectionId: calendarBusyPeriods.connectionId,
        n: sql<number>`count(*)::int`,
      })
      .from(calendarBusyPeriods)
      .where(
        sql`${busyPeriodSpan(calendarBusyPeriods.startsAt, calendarBusyPeriods.endsAt)} && tstzrange(${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz)`,
      )
      .groupBy(calendarBusyPeriods.connectionId),
  ]);
  const countOf = new Map(counts.map((c) => [c.connectionId, Number(c.n)]));
  return connections.map((c) => ({
    id: c.id,
    kind: c.kind,
    name: c.name,
    displayUrl: c.displayUrl,
    username: c.username,
    lastSyncedAt: c.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: c.lastAttemptAt?.toISOString() ?? null,
    busyCount: countOf.get(c.id) ?? 0,
    error: c.lastError,
    stale: now.getTime() - (c.lastSyncedAt ?? c.createdAt).getTime() >= STALE_AFTER_MS,
    sources: sources
      .filter((s) => s.connectionId === c.id)
      .map((s) => ({
        id: s.id,
        displayName: s.displayName,
        isBusy: s.isBusy,
        isDestination: s.isDestination,
        canWrite: s.canWrite,
      })),
  }));
}

export async function findCalendar(db: Database, id: string, now: Date): Promise<CalendarView> {
  const [calendar] = await listCalendars(db, now, { id });
  if (!calendar) throw new ActionError(404, CALENDAR_NOT_FOUND);
  return calendar;
}

/** Sync now (the tab's Refresh): answers with the outcome and the calendar as it is after. */
export async function refreshCalendarNow(
  db: Database,
  deps: CalendarDeps,
  id: string,
): Promise<{ result: SyncResult; calendar: CalendarView }> {
  const result = await syncCalendar(db, deps, id);
  if (!result) throw new ActionError(404, CALENDAR_NOT_FOUND);
  return { result, calendar: await findCalendar(db, id, deps.now()) };
}
