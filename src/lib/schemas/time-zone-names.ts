// IANA zone names, without zod: the booking page checks the visitor's zone with these before
// any schema is loaded (issue 17); fields.ts builds its zod field on them.

const IANA_ZONES = new Set(Intl.supportedValuesOf("timeZone"));
IANA_ZONES.add("UTC");

export function isIanaTimeZone(zone: string): boolean {
  if (IANA_ZONES.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

const ZONES_BY_LOWER_CASE = new Map([...IANA_ZONES].map((zone) => [zone.toLowerCase(), zone]));

/**
 * The zone's own spelling ("EUROPE/LONDON" → "Europe/London"), as mails and the admin show it. A
 * name this runtime does not list stays as sent (Asia/Kolkata is Asia/Calcutta to Node 20's ICU,
 * and resolving it would rename the visitor's zone).
 */
export const canonicalTimeZone = (zone: string): string =>
  IANA_ZONES.has(zone) ? zone : (ZONES_BY_LOWER_CASE.get(zone.toLowerCase()) ?? zone);
