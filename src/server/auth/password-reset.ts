import "server-only";
import { passwordResetMail } from "@/server/email/templates/password-reset";

/**
 * Password reset links carry the token in the URL fragment, which browsers never send to a
 * server (not in the request line, not in a Referer). The page reads it and posts it in a body.
 */
export function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, "")}/reset-password#token=${encodeURIComponent(token)}`;
}

/** better-auth keeps a reset token as the verification identifier `reset-password:<token>`. */
export const resetVerificationIdentifier = (token: string) => `reset-password:${token}`;

/** A stored reset token is usable until its expiry (one hour), and only once (it is deleted). */
export function isResetTokenUsable(
  verification: { expiresAt: Date } | null | undefined,
  now: Date,
): boolean {
  return Boolean(verification && verification.expiresAt.getTime() > now.getTime());
}

/** The reset mail, as HTML and plain text from one template. */
export function resetPasswordEmail(link: string) {
  return passwordResetMail({ link });
}
