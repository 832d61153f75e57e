import "server-only";
import { findIana } from "windows-iana";

/**
 * The IANA zone a TZID names, or null. Real feeds carry IANA names ("Europe/London"), Outlook's
 * Windows names ("GMT Standard Time", mapped with the CLDR windowsZones table that `windows-iana`
 * ships), and IANA names behind a vendor prefix ("/mozilla.org/20050126_1/Europe/London",
 * "/freeassociation.sourceforge.net/Tzfile/America/New_York").
 */
export function ianaFromTzid(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, "");
  if (!name) return null;
  if (isIanaZone(name)) return name;
  const windows = findIana(name)[0];
  if (windows && isIanaZone(windows)) return windows;
  const prefixed = /([A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.exec(name)?.[1];
  if (prefixed) {
    const parts = prefixed.split("/");
    for (let i = 0; i < parts.length - 1; i++) {
      const candidate = parts.slice(i).join("/");
      if (isIanaZone(candidate)) return candidate;
    }
  }
  return null;
}

const known = new Map<string, boolean>();

export function isIanaZone(name: string): boolean {
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(name, ok);
  }
  return ok;
}
