import "server-only";
import type { LimitOptions } from "@/server/net/safe-fetch";
import { fetchCalendarFeed } from "./feed-fetch";
import { type BusyPeriod, busyPeriodsFromIcs } from "./ics-busy";

/**
 * One refresh of an ICS feed, for the job that will run it: a conditional fetch, then the busy
 * periods in the window. "not-modified" means the stored busy set stays as it is. Errors are the
 * typed ones of the two steps (SafeFetchError, CalendarParseError), each with a message in
 * words for the Calendars tab; on any error the caller keeps the last good busy set.
 */
export type FeedState = { url: string; etag?: string | null; lastModified?: string | null };

export type FeedRefresh =
  | { status: "not-modified" }
  | {
      status: "ok";
      busy: BusyPeriod[];
      etag: string | null;
      lastModified: string | null;
      finalUrl: string;
    };

export async function refreshIcsFeed(
  feed: FeedState,
  options: LimitOptions & {
    window: { start: Date; end: Date };
    defaultTimeZone: string;
    ignoreUid?: (uid: string) => boolean;
  },
): Promise<FeedRefresh> {
  const { window, defaultTimeZone, ignoreUid, ...limits } = options;
  const answer = await fetchCalendarFeed(feed.url, {
    ...limits,
    etag: feed.etag,
    lastModified: feed.lastModified,
  });
  if (answer.status === "not-modified") return answer;
  const busy = busyPeriodsFromIcs(answer.body, {
    windowStart: window.start,
    windowEnd: window.end,
    defaultTimeZone,
    ignoreUid,
  });
  return {
    status: "ok",
    busy,
    etag: answer.etag,
    lastModified: answer.lastModified,
    finalUrl: answer.finalUrl,
  };
}
