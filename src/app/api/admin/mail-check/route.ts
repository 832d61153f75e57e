import { getDb } from "@/server/db";
import { sendEmail } from "@/server/email/send-email";
import { ActionError } from "@/server/http/action-result";
import { hitRateLimit } from "@/server/rate-limit/hit-rate-limit";
import { retryAfterText } from "@/server/rate-limit/retry-after-text";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Mail checks one admin may send per hour: each one is a real mail through SMTP. */
const MAIL_CHECKS_PER_HOUR = 5;

/**
 * Staff check that outgoing mail works: sends a short message to the signed-in admin. Goes
 * through the route wrapper like every admin write (origin check, session), and is rate-limited
 * per admin so a stolen session or a stuck button cannot flood the mail server.
 */
export const POST = apiRoute({ access: "admin" }, async (_input, { admin }) => {
  const limit = await hitRateLimit(
    await getDb(),
    `admin:mail-check:${admin.userId}`,
    MAIL_CHECKS_PER_HOUR,
    3600,
    new Date(),
  );
  if (!limit.allowed)
    throw new ActionError(
      429,
      `Too many mail checks. Please try again in ${retryAfterText(limit.retryAfterSeconds)}.`,
      undefined,
      limit.retryAfterSeconds,
    );
  try {
    await sendEmail({
      to: admin.email,
      subject: "Mail delivery check",
      text: "This message confirms that the website can send e-mail.",
      html: "<p>This message confirms that the website can send e-mail.</p>",
    });
    return Response.json({ sentTo: admin.email }, { status: 202 });
  } catch (error) {
    console.error("[mail-check] sending failed", error);
    return Response.json({ error: "The mail server refused the message" }, { status: 502 });
  }
});
