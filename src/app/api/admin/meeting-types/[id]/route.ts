import { meetingTypeUpdateSchema } from "@/lib/schemas/meeting-types";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";
import { saveMeetingType } from "@/server/wiring/save-meeting-type";

export const dynamic = "force-dynamic";

/** Saves a type (also its on/off switch); the last active type cannot be switched off. */
export const PUT = apiRoute(
  { access: "admin", input: meetingTypeUpdateSchema },
  async (input, { admin }) => ({
    meetingType: await saveMeetingType(await getDb(), actorOf(admin), input, new Date()),
  }),
);
