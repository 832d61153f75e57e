import { getAdminContext } from "@/server/auth/guards";
import { sendEmail } from "@/server/email/send-email";

export const dynamic = "force-dynamic";

/** Staff check that outgoing mail works: sends a short message to the signed-in admin. */
export async function POST(request: Request) {
  const admin = await getAdminContext(request.headers);
  if (!admin) return Response.json({ error: "Sign in as an admin first" }, { status: 401 });
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
}
