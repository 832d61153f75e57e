import "server-only";
import { site } from "@/content/site";
import { escapeHtml } from "@/server/email/escape-html";

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

/** The reset mail, as HTML and plain text from one place. */
export function resetPasswordEmail(link: string) {
  const subject = "Reset your password";
  const text = [
    `Someone asked to reset the password of your ${site.name} admin account.`,
    "",
    `Choose a new password here (the link works once, for one hour):`,
    link,
    "",
    "If it was not you, ignore this mail: your password stays as it is.",
  ].join("\n");
  const href = escapeHtml(link);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>Someone asked to reset the password of your ${escapeHtml(site.name)} admin account.</p>
<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#0ea5e9;color:#0f172a;border-radius:6px;text-decoration:none;font-weight:600">Choose a new password</a></p>
<p>The link works once, for one hour. If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${href}</span></p>
<p>If it was not you, ignore this mail: your password stays as it is.</p>
</body></html>`;
  return { subject, text, html };
}
