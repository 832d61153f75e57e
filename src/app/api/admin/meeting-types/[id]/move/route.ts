import { meetingTypeMoveSchema } from "@/lib/schemas/meeting-types";
import { actorOf } from "@/server/audit/record-audit";
import { moveMeetingType } from "@/server/availability/meeting-types";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Moves a type one place up or down; answers with the whole list in its new order. */
export const POST = apiRoute(
  { access: "admin", input: meetingTypeMoveSchema },
  async (input, { admin }) => ({
    meetingTypes: await moveMeetingType(await getDb(), actorOf(admin), input),
  }),
);
