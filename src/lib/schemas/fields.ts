import * as z from "zod";
import { canonicalTimeZone, isIanaTimeZone } from "./time-zone-names";

export { canonicalTimeZone, isIanaTimeZone };

import { isWallTime, minutesOf, SUPPORTED_YEARS } from "@/lib/time/calendar-date";
import { isStorableText } from "../storable-text";
import { CANCELLATION_REASON_MAX_LENGTH } from "./booking-messages";

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
  if (!isStorableText(password)) return PASSWORD_CHARACTER_MESSAGE;
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}
export const PASSWORD_CHARACTER_MESSAGE = "Password contains a character that is not allowed";

export { isStorableText };
export const NUL_MESSAGE = "Contains a character that is not allowed";

/**
 * Whether text has something a person can see: zero-width and direction marks (format
 * characters), spaces and control characters alone do not make a name or a message.
 */
export const hasVisibleText = (value: string) => /[^\p{Cf}\p{Z}\p{Cc}]/u.test(value);

/** A required free-text field: trimmed, not blank or invisible, at most `max`, storable. */
export const requiredText = (messages: { required: string; tooLong: string }, max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    // Also refuses "": nothing at all is nothing visible.
    .refine(hasVisibleText, messages.required)
    .max(max, messages.tooLong)
    .refine(isStorableText, NUL_MESSAGE);

/**
 * A person's name: required text without "://". Names go into mails to addresses nobody confirmed
 * (a visitor's guests) under our name, where a web address would read as a link we sent.
 */
export const personName = (
  messages: { required: string; tooLong: string; webAddress: string },
  max: number,
) => requiredText(messages, max).refine((name) => !name.includes("://"), messages.webAddress);

/** An optional free-text field ("" when absent): trimmed, at most `max`, storable. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, NUL_MESSAGE)
    .optional()
    .default("");

/**
 * Why a meeting is cancelled: optional, at most CANCELLATION_REASON_MAX_LENGTH. A visitor's goes to
 * staff, staff's goes to the visitor ("" when none is given).
 */
export const cancellationReasonField = optionalText("Reason", CANCELLATION_REASON_MAX_LENGTH);

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

const TIME_ZONE_MESSAGE = "Must be an IANA time zone name, e.g. Europe/London";
export const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .refine(isIanaTimeZone, { message: TIME_ZONE_MESSAGE })
  .overwrite(canonicalTimeZone);

export const DAY_MESSAGE = "Day must be 0 (Sunday) to 6 (Saturday)";

const DAYS_MESSAGE = "Choose at least one day";

const isWeekday = (day: unknown) =>
  Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6;

/**
 * Weekdays (0 = Sunday), at least one, checked as one field (an error names `days`, not
 * `days.3`); each once, Sunday first: the order the database and the lists keep.
 */
export const weekdaysField = z
  .array(z.unknown(), { error: DAYS_MESSAGE })
  .min(1, DAYS_MESSAGE)
  .refine((days) => days.every(isWeekday), DAY_MESSAGE)
  .transform((days) => [...new Set(days as number[])].sort((a, b) => a - b));

/**
 * A range of the day must run forwards: its span in minutes, or null (with the issue on the end's field)
 * when it does not. Runs even when a time failed its format (zod continues): it compares real
 * times only, and answers null for the others without a second issue.
 */
export function forwardSpan(
  startTime: string | null | undefined,
  endTime: string | null | undefined,
  ctx: z.RefinementCtx,
  endField = "endTime",
) {
  if (!startTime || !endTime || !isWallTime(startTime) || !isWallTime(endTime)) return null;
  const span = minutesOf(endTime) - minutesOf(startTime);
  if (span > 0) return span;
  ctx.addIssue({
    code: "custom",
    path: [endField],
    message: "End time must be after the start time",
  });
  return null;
}
