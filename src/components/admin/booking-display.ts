// Pure helpers for showing a booking to staff; unit-tested beside this file.
import { formatInstantDate, formatInstantTime, type TimeFormat } from "@/lib/time/format";
import { zoneAbbreviation } from "@/lib/time/zoned";

/** A chat link for a WhatsApp number: wa.me wants the international number as digits only. */
export function whatsappLink(number: string): string | null {
  const digits = number.replace(/\D/g, "");
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}

export function phoneLink(number: string): string | null {
  const dialable = number.replace(/[^\d+]/g, "");
  return dialable.replace(/\D/g, "").length >= 6 ? `tel:${dialable}` : null;
}

/** A visitor's website as a safe http(s) link, or null when it is not one. */
export function websiteHref(website: string): string | null {
  const text = website.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}

/** "Wednesday, 15 January 2031, 10:00 AM – 11:00 AM GMT" in the given zone. */
export function describeMeeting(
  startsAt: string,
  endsAt: string,
  zone: string,
  timeFormat: TimeFormat,
): string {
  try {
    const start = new Date(startsAt);
    const end = new Date(endsAt);
    return `${formatInstantDate(start, zone)}, ${formatInstantTime(start, zone, timeFormat)} – ${formatInstantTime(end, zone, timeFormat)} ${zoneAbbreviation(start, zone)}`;
  } catch {
    return `${startsAt} (time zone ${zone} is not recognised)`;
  }
}
