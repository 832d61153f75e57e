// One schema per sign-in form, shared by the client forms and the server (which re-checks every
// value). Messages are the spec's exact strings (§5 and §8).
import * as z from "zod";
import { isStorableText, NUL_MESSAGE, passwordPolicyError } from "./fields";

export const AUTH_MESSAGES = {
  bothRequired: "Please enter both email and password",
  invalidCredentials: "Invalid email or password",
  unconfirmedEmail: "Please confirm your email address",
  signInFailed: "Failed to sign in",
  emailRequired: "Please enter your email address",
  invalidEmail: "Invalid email format",
  resetEmailFailed: "Failed to send reset email",
  resetEmailSent:
    "If an account exists for that address, we have sent a link to reset the password. It is valid for one hour.",
  fillAllFields: "Please fill in all fields",
  passwordsDiffer: "Passwords do not match",
  updatePasswordFailed: "Failed to update password",
  passwordUpdated: "Your password has been updated. Taking you to the sign-in page…",
  invalidLinkTitle: "Invalid Link",
  invalidLink: "This password reset link is invalid or has expired",
  invalidOrExpiredLink: "Invalid or expired reset link",
  linkCheckFailed:
    "We could not check your reset link. Please check your connection and try again.",
  codeRequired: "Please enter the 6-digit code from your authenticator app",
  codeFormat: "The code is 6 digits",
  backupCodeRequired: "Please enter one of your backup codes",
  invalidCode: "That code is not valid. Please try again.",
} as const;

export const loginSchema = z
  .object({
    email: z.string().optional().default(""),
    password: z.string().optional().default(""),
    rememberMe: z.boolean().optional().default(false),
  })
  .transform((value) => ({ ...value, email: value.email.trim().toLowerCase() }))
  .superRefine((value, ctx) => {
    if (!value.email || !value.password)
      ctx.addIssue({ code: "custom", path: ["form"], message: AUTH_MESSAGES.bothRequired });
  });

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, AUTH_MESSAGES.emailRequired)
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
});

/** The new-password pair (reset and account page): both filled, the policy, then equality. */
function checkNewPasswordPair(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) {
  if (!value.password || !value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["form"], message: AUTH_MESSAGES.fillAllFields });
    return;
  }
  const weakness = passwordPolicyError(value.password);
  if (weakness) ctx.addIssue({ code: "custom", path: ["password"], message: weakness });
  else if (value.password !== value.confirmPassword)
    ctx.addIssue({
      code: "custom",
      path: ["confirmPassword"],
      message: AUTH_MESSAGES.passwordsDiffer,
    });
}

const passwordPairFields = {
  password: z.string().optional().default(""),
  confirmPassword: z.string().optional().default(""),
};

export const resetPasswordSchema = z.object(passwordPairFields).superRefine(checkNewPasswordPair);

export const changePasswordSchema = z
  .object({ currentPassword: z.string().optional().default(""), ...passwordPairFields })
  .superRefine((value, ctx) => {
    if (!value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["form"], message: AUTH_MESSAGES.fillAllFields });
      return;
    }
    checkNewPasswordPair(value, ctx);
  });

/** Reset tokens are better-auth ids: 24 letters and digits. Anything else is a malformed link. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9]{24}$/;

/** Reads the token from a reset link's fragment (`#token=…`); null when absent or malformed. */
export function resetTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(
      z
        .string()
        .min(1, AUTH_MESSAGES.codeRequired)
        .regex(/^\d{6}$/, AUTH_MESSAGES.codeFormat),
    ),
});

export const backupCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.backupCodeRequired)
    .refine(isStorableText, NUL_MESSAGE),
});

/**
 * Where to go after signing in: only an admin page of this site (`/admin` or below). Anything
 * else — another origin, `//host`, a backslash trick, a non-admin path — falls back to `/admin`.
 */
export function safeAdminReturnPath(next: string | null | undefined): string {
  if (!next) return "/admin";
  if (!/^\/admin(?:[/?#]|$)/.test(next)) return "/admin";
  if (/[\\\s]/.test(next) || next.includes("//") || next.includes("/.")) return "/admin";
  try {
    const base = "https://agency.invalid";
    const url = new URL(next, base);
    if (url.origin !== base || !/^\/admin(\/|$)/.test(url.pathname)) return "/admin";
    return `${url.pathname}${url.search}`;
  } catch {
    return "/admin";
  }
}
