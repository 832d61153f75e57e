import { z } from "zod";
import { SUPPORTED_YEARS } from "@/lib/time/calendar-date";

/** The spec's password policy, defined once for every place a password is set. */
export const PASSWORD_RULES = [
  { test: (p: string) => p.length >= 8, message: "Password must be at least 8 characters long" },
  {
    test: (p: string) => /[A-Z]/.test(p),
    message: "Password must contain at least one uppercase letter",
  },
  {
    test: (p: string) => /[a-z]/.test(p),
    message: "Password must contain at least one lowercase letter",
  },
  { test: (p: string) => /[0-9]/.test(p), message: "Password must contain at least one number" },
] as const;

/** First policy rule a password breaks, or null when it passes. */
export function passwordPolicyError(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

export const passwordField = z.string().superRefine((value, ctx) => {
  const message = passwordPolicyError(value);
  if (message) ctx.addIssue({ code: "custom", message });
});

/** PostgreSQL text cannot hold NUL; refusing it in the schema keeps such input a 4xx, never a 500. */
export const noNul = (value: string) => !value.includes("\u0000");
export const NUL_MESSAGE = "Contains a character that is not allowed";

/** RFC 5321's limit; also keeps keys built from addresses well inside index limits. */
export const EMAIL_MAX_LENGTH = 254;

/** E-mail: trimmed and lower-cased before it is checked or stored. */
export const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email({ error: messages.invalid }));

export const yearsMessage = (label: string) =>
  `${label} must be between ${SUPPORTED_YEARS.first} and ${SUPPORTED_YEARS.last}`;

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

export const timeZoneField = z
  .string()
  .refine(isIanaTimeZone, { message: "Must be an IANA time zone name, e.g. Europe/London" });
