import { after } from "next/server";
import { meetingLinkSchema } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { setMeetingLink } from "@/server/bookings/set-meeting-link";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Staff add or change the meeting link; the visitor is mailed it with an updated invitation. */
export const PUT = apiRoute(
  { access: "admin", input: meetingLinkSchema },
  async (input, { admin }) => {
    const { booking, changed, deliver } = await setMeetingLink(
      await getDb(),
      actorOf(admin),
      input,
    );
    after(deliver);
    return { booking, changed };
  },
);
