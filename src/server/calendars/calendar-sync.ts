import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { addDays } from "@/lib/time/calendar-date";
import { zonedDate, zonedInstant } from "@/lib/time/zoned";
import { readBookingSettings } from "@/server/availability/booking-settings";
import type { Database } from "@/server/db";
import { calendarBusyPeriods, calendarConnections, calendarSources } from "@/server/db/schema";
import { readBusyPeriods } from "./caldav";
import { type CalendarDeps, ownBookingUid, STALE_AFTER_MS } from "./calendar-config";
import { calendarStaleMail } from "./calendar-mail";
import { decryptSecret } from "./credentials";
import type { BusyPeriod } from "./ics-busy";
import { refreshIcsFeed } from "./ics-feed";

/**
 * One sync of a connected calendar (ADR 0052): read its busy periods inside the booking window and
 * replace the stored set in one transaction. A failure never touches the stored set (the last good
 * one keeps counting); it records the error in words and the attempt, and after 24 h without a
 * success staff get one mail. Never throws for a calendar's fault: the job and the admin route
 * show the outcome.
 */

export type CalendarRow = typeof calendarConnections.$inferSelect;

export type SyncResult =
  | { ok: true; changed: boolean; busyCount: number }
  | { ok: false; error: string };

/** Yesterday … today + the advance limit + 2 days, on the business clock, as instants. */
export async function bookingWindow(db: Database, now: Date) {
  const settings = await readBookingSettings(db);
  const today = zonedDate(now, settings.timeZone);
  const first = addDays(today, -1);
  const last = addDays(today, settings.advanceLimitDays + 2);
  const start = zonedInstant(first, "00:00", settings.timeZone) ?? new Date(`${first}T00:00:00Z`);
  const end = zonedInstant(last, "00:00", settings.timeZone) ?? new Date(`${last}T00:00:00Z`);
  return { start, end, timeZone: settings.timeZone };
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "The calendar could not be synced.";

export async function syncCalendar(
  db: Database,
  deps: CalendarDeps,
  connectionId: string,
): Promise<SyncResult | null> {
  const [connection] = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.id, connectionId))
    .limit(1);
  if (!connection) return null;
  const now = deps.now();
  const { config } = deps;
  let result: SyncResult;
  try {
    const window = await bookingWindow(db, now);
    const secret = decryptSecret(connection.secret, config.authSecret);
    const ignoreUid = ownBookingUid(config.appUrl);
    if (connection.kind === "ics") {
      const feed = await refreshIcsFeed(
        { url: secret, etag: connection.etag, lastModified: connection.lastModified },
        { ...config.limits, window, defaultTimeZone: window.timeZone, ignoreUid },
      );
      if (feed.status === "not-modified") {
        await markSynced(db, connectionId, now, {});
        result = { ok: true, changed: false, busyCount: await busyCount(db, connectionId) };
      } else {
        await replaceBusy(db, connectionId, feed.busy, now, {
          etag: feed.etag,
          lastModified: feed.lastModified,
        });
        result = { ok: true, changed: true, busyCount: feed.busy.length };
      }
    } else {
      const account = {
        serverUrl: connection.displayUrl,
        username: connection.username ?? "",
        password: secret,
      };
      const sources = await db
        .select({ url: calendarSources.url })
        .from(calendarSources)
        .where(
          and(eq(calendarSources.connectionId, connectionId), eq(calendarSources.isBusy, true)),
        );
      const busy: BusyPeriod[] = [];
      for (const source of sources)
        busy.push(
          ...(await readBusyPeriods(account, source.url, window, window.timeZone, {
            ...config.limits,
            ignoreUid,
          })),
        );
      await replaceBusy(db, connectionId, busy, now, {});
      result = { ok: true, changed: true, busyCount: busy.length };
    }
  } catch (error) {
    result = { ok: false, error: messageOf(error) };
    console.warn(`[calendars] ${connection.kind} ${connectionId} sync failed: ${result.error}`);
    await db
      .update(calendarConnections)
      .set({ lastAttemptAt: now, lastError: result.error.slice(0, 1000) })
      .where(eq(calendarConnections.id, connectionId));
    await noticeIfStale(db, deps, { ...connection, lastError: result.error });
  }
  return result;
}

async function markSynced(
  db: Database,
  connectionId: string,
  now: Date,
  cache: { etag?: string | null; lastModified?: string | null },
) {
  await db
    .update(calendarConnections)
    .set({
      ...cache,
      lastSyncedAt: now,
      lastAttemptAt: now,
      lastError: null,
      staleNoticeSentAt: null,
    })
    .where(eq(calendarConnections.id, connectionId));
}

const INSERT_CHUNK = 1000;

/** The new busy set replaces the old one in one transaction, with the connection's sync state. */
async function replaceBusy(
  db: Database,
  connectionId: string,
  busy: BusyPeriod[],
  now: Date,
  cache: { etag?: string | null; lastModified?: string | null },
) {
  await db.transaction(async (tx) => {
    await tx.delete(calendarBusyPeriods).where(eq(calendarBusyPeriods.connectionId, connectionId));
    for (let i = 0; i < busy.length; i += INSERT_CHUNK)
      await tx.insert(calendarBusyPeriods).values(
        busy.slice(i, i + INSERT_CHUNK).map((p) => ({
          connectionId,
          startsAt: p.start,
          endsAt: p.end,
        })),
      );
    await markSynced(tx, connectionId, now, cache);
  });
}

async function busyCount(db: Database, connectionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarBusyPeriods)
    .where(eq(calendarBusyPeriods.connectionId, connectionId));
  return Number(row?.n ?? 0);
}

/** One mail per outage: staleNoticeSentAt is set here and cleared by the next success. */
async function noticeIfStale(db: Database, deps: CalendarDeps, connection: CalendarRow) {
  const now = deps.now();
  const since = connection.lastSyncedAt ?? connection.createdAt;
  if (connection.staleNoticeSentAt || now.getTime() - since.getTime() < STALE_AFTER_MS) return;
  // Claim the notice first, so two workers never both send it.
  const [claimed] = await db
    .update(calendarConnections)
    .set({ staleNoticeSentAt: now })
    .where(
      and(eq(calendarConnections.id, connection.id), isNull(calendarConnections.staleNoticeSentAt)),
    )
    .returning({ id: calendarConnections.id });
  if (!claimed) return;
  try {
    await deps.send(
      calendarStaleMail({
        to: deps.config.staffEmail,
        name: connection.name,
        lastSyncedAt: connection.lastSyncedAt,
        error: connection.lastError,
        calendarsUrl: `${deps.config.appUrl}/admin/calendars`,
      }),
    );
  } catch (error) {
    // Not sent: let the next failed sync try again.
    console.error(`[calendars] the 24 h notice for ${connection.id} could not be sent`, error);
    await db
      .update(calendarConnections)
      .set({ staleNoticeSentAt: null })
      .where(eq(calendarConnections.id, connection.id));
  }
}
