import "server-only";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { deepFreeze } from "@/lib/deep-freeze";
import type { CalendarDate } from "@/lib/time/calendar-date";
import type { Database } from "@/server/db";
import { rowsOf } from "@/server/db/rows";
import { type LoadedSchedule, loadSchedule } from "./load-schedule";

/**
 * The schedule behind the public slot and availability answers, kept between requests while the
 * database says it is unchanged (ADR 0086). Every request still asks: one indexed read of
 * `schedule_version`'s token, which triggers renew in every transaction that changes a table the
 * schedule query reads. The same token means the same rows, so an answer is as fresh as a full
 * read — right after a booking, a setting or a calendar sync, on any instance — and only a change
 * costs the full query again. Time is not part of what is kept: the engine applies `now` on every
 * request. Writes (a booking's recheck, a move) read inside their transaction with `loadSchedule`.
 */

const TOKEN_QUERY = new PgDialect().sqlToQuery(
  sql`SELECT token FROM schedule_version WHERE id = 1`,
);
const TOKEN_STATEMENT = "schedule_token";
/** Distinct (dates, meeting type, host) reads kept per database: a month of days and a few types. */
const MAX_ENTRIES = 256;

const cachesByDatabase = new WeakMap<Database, Map<string, LoadedSchedule>>();

/** `loadSchedule` for the public reads, from the kept copy while the token is the same. */
export async function loadPublicSchedule(
  db: Database,
  from: CalendarDate,
  to: CalendarDate,
  select: { slug?: string | undefined } = {},
  host: { slug?: string | undefined } = {},
): Promise<LoadedSchedule> {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(db, cache);
  }
  const key = `${from}/${to}/${select.slug ?? ""}/${host.slug ?? ""}`;
  const kept = cache.get(key);
  if (kept) {
    const result = await db._.session
      .prepareQuery(TOKEN_QUERY, undefined, TOKEN_STATEMENT, false)
      .execute();
    const [row] = rowsOf<{ token: string }>(result);
    if (row && row.token === kept.token) {
      // Most recently used last: the Map's order is the eviction order.
      cache.delete(key);
      cache.set(key, kept);
      return kept;
    }
  }
  const loaded = await loadSchedule(db, from, to, select, host);
  cache.delete(key);
  if (loaded.token === null) return loaded;
  cache.set(key, deepFreeze(loaded));
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  return loaded;
}
