import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { subDays } from "date-fns";
import { and, asc, eq, exists, gte, ne } from "drizzle-orm";
import { site } from "@/content/site";
import type { FeedState } from "@/lib/schemas/calendars";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import {
  adminSettings,
  bookingHosts,
  bookings,
  hostBookingsFeeds,
  hosts,
  meetingTypes,
} from "@/server/db/schema";
import { bookingsFeedIcs } from "./booking-event";

// The bookings feed (ADR 0077): every meeting as a calendar that Google Calendar, Outlook or Apple
// Calendar subscribe to by address, for teams whose calendar takes no CalDAV writes. The address
// holds a secret of 32 random bytes; only its hash is stored, so it is shown once, when made.

/** How far back the feed reaches: last month's meetings stay in the calendar, older ones leave. */
const FEED_PAST_DAYS = 30;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashOf = (token: string) => createHash("sha256").update(token).digest();

/** A new feed secret: 32 random bytes, base64url (the address's only secret). */
export const newFeedToken = () => randomBytes(32).toString("base64url");

export const feedUrlFor = (appUrl: string, token: string) =>
  `${appUrl}/api/calendar/${token}/bookings.ics`;

/** The feed's state; `forUpdate` holds the row, so two super admins' changes audit in turn. */
export async function getFeedState(db: Database, forUpdate = false): Promise<FeedState> {
  const query = db
    .select({ createdAt: adminSettings.bookingsFeedCreatedAt })
    .from(adminSettings)
    .where(eq(adminSettings.id, 1));
  const [row] = forUpdate ? await query.for("update") : await query;
  return { createdAt: row?.createdAt?.toISOString() ?? null };
}

/**
 * Makes the feed's address, or a new one: the old address stops working at once (a leaked link is
 * dealt with by this). The answer is the only time the address is readable.
 */
export async function makeFeedAddress(
  db: Database,
  actor: AuditActor,
  appUrl: string,
  now: Date,
): Promise<FeedState & { url: string }> {
  const token = newFeedToken();
  await db.transaction(async (tx) => {
    const before = await getFeedState(tx, true);
    await tx
      .update(adminSettings)
      .set({
        bookingsFeedTokenHash: hashOf(token).toString("hex"),
        bookingsFeedCreatedAt: now,
        updatedAt: now,
      })
      .where(eq(adminSettings.id, 1));
    await recordAudit(tx, actor, {
      action: before.createdAt ? "calendar.feed.renew" : "calendar.feed.create",
      entity: "admin_settings",
      entityId: 1,
      before: { feedCreatedAt: before.createdAt },
      after: { feedCreatedAt: now.toISOString() },
    });
  });
  return { url: feedUrlFor(appUrl, token), createdAt: now.toISOString() };
}

/** Turns the feed off: its address answers 404 from now on. */
export async function removeFeed(db: Database, actor: AuditActor, now: Date): Promise<FeedState> {
  await db.transaction(async (tx) => {
    const before = await getFeedState(tx, true);
    if (!before.createdAt) return;
    await tx
      .update(adminSettings)
      .set({ bookingsFeedTokenHash: null, bookingsFeedCreatedAt: null, updatedAt: now })
      .where(eq(adminSettings.id, 1));
    await recordAudit(tx, actor, {
      action: "calendar.feed.remove",
      entity: "admin_settings",
      entityId: 1,
      before: { feedCreatedAt: before.createdAt },
      after: { feedCreatedAt: null },
    });
  });
  return { createdAt: null };
}

async function isFeedToken(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ hash: adminSettings.bookingsFeedTokenHash })
    .from(adminSettings)
    .where(eq(adminSettings.id, 1));
  if (!row?.hash) return false;
  return timingSafeEqual(Buffer.from(row.hash, "hex"), hashOf(token));
}

/** A host's own feed (ADR 0088) whose address `token` is: the host's id and name, or null. */
async function hostOfFeedToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: hosts.id, name: hosts.name })
    .from(hostBookingsFeeds)
    .innerJoin(hosts, eq(hosts.id, hostBookingsFeeds.hostId))
    .where(eq(hostBookingsFeeds.tokenHash, hashOf(token).toString("hex")))
    .limit(1);
  return row ?? null;
}

/**
 * The calendar for `token`, or null when it is no current address: the team's feed holds every
 * meeting not cancelled that ends within the last 30 days or later, a host's own feed the same of
 * the meetings they hold (a collective meeting's every host holds it), soonest first.
 */
export async function bookingsFeed(
  db: Database,
  token: string,
  appUrl: string,
  now: Date,
): Promise<string | null> {
  const team = await isFeedToken(db, token);
  const host = team || !TOKEN_PATTERN.test(token) ? null : await hostOfFeedToken(db, token);
  if (!team && !host) return null;
  const held = host
    ? exists(
        db
          .select({ one: bookingHosts.hostId })
          .from(bookingHosts)
          .where(and(eq(bookingHosts.bookingId, bookings.id), eq(bookingHosts.hostId, host.id))),
      )
    : undefined;
  const meetings = await db
    .select({ booking: bookings, typeName: meetingTypes.name })
    .from(bookings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
    .where(
      and(
        ne(bookings.status, "cancelled"),
        gte(bookings.endsAt, subDays(now, FEED_PAST_DAYS)),
        held,
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const name = host ? `${site.name} bookings: ${host.name}` : `${site.name} bookings`;
  return bookingsFeedIcs(meetings, appUrl, name);
}
