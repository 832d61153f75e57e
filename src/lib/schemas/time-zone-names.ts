// IANA zone names, without zod: the booking page checks the visitor's zone with these before
// any schema is loaded (issue 17); fields.ts builds its zod field on them.

// Listed on first use, not as the module loads: the booking page loads this with its first script.
let ianaZones: Set<string> | undefined;
const zones = (): Set<string> => {
  ianaZones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return ianaZones;
};

export function isIanaTimeZone(zone: string): boolean {
  if (zones().has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

let zonesByLowerCase: Map<string, string> | undefined;

/**
 * The zone's own spelling ("EUROPE/LONDON" → "Europe/London"), as mails and the admin show it. A
 * name this runtime does not list stays as sent (Asia/Kolkata is Asia/Calcutta to Node 20's ICU,
 * and resolving it would rename the visitor's zone).
 */
export function canonicalTimeZone(zone: string): string {
  if (zones().has(zone)) return zone;
  zonesByLowerCase ??= new Map([...zones()].map((name) => [name.toLowerCase(), name]));
  return zonesByLowerCase.get(zone.toLowerCase()) ?? zone;
}

/** Every zone this runtime knows, sorted: the suggestions of the admin's time-zone fields. */
export const ianaTimeZoneList = (): string[] => [...zones()].sort();
