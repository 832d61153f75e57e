import type { FreeTimeSource } from "@/lib/booking/flow-data";
import { lastDayOfMonth } from "@/lib/time/calendar-date";

/**
 * A tap on /book made before its JavaScript ran (early-tap-script.ts):
 * which elements may be tapped early, and the tap the inline script kept.
 */

/** A day, a meeting type, or *Previous/Next month* (`month`: the first day of the month asked). */
export type EarlyTap =
  | { kind: "date"; date: string }
  | { kind: "type"; slug: string }
  | { kind: "month"; month: string };

declare global {
  interface Window {
    /** Set by the inline script; the first call ends its watch. */
    __takeEarlyTap?: () => string | null;
    /** The read started at the tap, if it was of this URL; the first call ends it either way. */
    __takeEarlyRead?: (url: string) => Promise<Response> | null;
  }
}

/**
 * A calendar whose bookable days and month buttons keep an early tap; `readOf` is the URL of a
 * day's times, `monthReadOf` of a month's days (from its first day).
 */
export interface EarlyDayTaps {
  readOf: (date: string) => string;
  monthReadOf: (month: string) => string;
}

/** The reads a calendar's early taps start: the very URLs the flow's own reads will ask for. */
export function earlyTapReads(source: FreeTimeSource): EarlyDayTaps {
  return {
    readOf: source.slots,
    monthReadOf: (month) => source.availability(month, lastDayOfMonth(month)),
  };
}

/**
 * The attributes that let the inline script keep a tap on this element, and — with `read`, a
 * same-origin URL — start at the tap the read its answer needs (a day's times).
 */
export function earlyTapTarget(
  tap: EarlyTap,
  read?: string,
): { "data-early-tap": string; "data-early-read"?: string } {
  const value =
    tap.kind === "date"
      ? `date:${tap.date}`
      : tap.kind === "month"
        ? `month:${tap.month}`
        : `type:${tap.slug}`;
  return read ? { "data-early-tap": value, "data-early-read": read } : { "data-early-tap": value };
}

/** "date:2030-03-14" → a date tap; anything else the attribute could not hold → null. */
export function parseEarlyTap(value: string | null | undefined): EarlyTap | null {
  const [, kind, rest] = /^(date|month|type):(.+)$/.exec(value ?? "") ?? [];
  if (kind === "date" && rest && /^\d{4}-\d{2}-\d{2}$/.test(rest)) return { kind, date: rest };
  if (kind === "month" && rest && /^\d{4}-\d{2}-01$/.test(rest)) return { kind, month: rest };
  if (kind === "type" && rest) return { kind, slug: rest };
  return null;
}

/** The tap kept before hydration, once: later calls (and pages without the script) get null. */
export function takeEarlyTap(): EarlyTap | null {
  if (typeof window === "undefined") return null;
  return parseEarlyTap(window.__takeEarlyTap?.());
}

/**
 * The answer of the read the inline script started at an early tap, when it was of `url`; null
 * otherwise. Any call ends the kept read, so an answer is never used twice or long after the tap.
 */
export function takeEarlyRead(url: string): Promise<Response> | null {
  if (typeof window === "undefined") return null;
  return window.__takeEarlyRead?.(url) ?? null;
}
