import { z } from "zod";

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

/** E-mail: trimmed and lower-cased before it is checked or stored. */
export const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .pipe(z.email({ error: messages.invalid }));

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
