/**
 * A tap on /book made before its JavaScript ran (src/components/booking/early-tap-script.ts):
 * which elements may be tapped early, and the tap the inline script kept.
 */

export type EarlyTap = { kind: "date"; date: string } | { kind: "type"; slug: string };

declare global {
  interface Window {
    /** Set by the inline script; the first call ends its watch. */
    __takeEarlyTap?: () => string | null;
  }
}

/** The attribute that lets the inline script keep a tap on this element. */
export function earlyTapTarget(tap: EarlyTap): { "data-early-tap": string } {
  return { "data-early-tap": tap.kind === "date" ? `date:${tap.date}` : `type:${tap.slug}` };
}

/** "date:2030-03-14" → a date tap; anything else the attribute could not hold → null. */
export function parseEarlyTap(value: string | null | undefined): EarlyTap | null {
  const [, kind, rest] = /^(date|type):(.+)$/.exec(value ?? "") ?? [];
  if (kind === "date" && rest && /^\d{4}-\d{2}-\d{2}$/.test(rest)) return { kind, date: rest };
  if (kind === "type" && rest) return { kind, slug: rest };
  return null;
}

/** The tap kept before hydration, once: later calls (and pages without the script) get null. */
export function takeEarlyTap(): EarlyTap | null {
  if (typeof window === "undefined") return null;
  return parseEarlyTap(window.__takeEarlyTap?.());
}
