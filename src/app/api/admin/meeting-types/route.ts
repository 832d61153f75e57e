import { meetingTypeInputSchema } from "@/lib/schemas/meeting-types";
import { actorOf } from "@/server/audit/record-audit";
import { createMeetingType, listMeetingTypes } from "@/server/availability/meeting-types";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Every meeting type, active or not, in the order visitors see them. */
export const GET = apiRoute({ access: "admin" }, async () => ({
  meetingTypes: await listMeetingTypes(await getDb()),
}));

/** Adds a type at the end of the list; a slug in use is a 422 naming `slug`. */
export const POST = apiRoute(
  { access: "admin", input: meetingTypeInputSchema },
  async (input, { admin }) => ({
    meetingType: await createMeetingType(await getDb(), actorOf(admin), input),
  }),
);
