import "server-only";
import type * as z from "zod";
import type { meetingTypeUpdateSchema } from "@/lib/schemas/meeting-types";
import type { AuditActor } from "@/server/audit/record-audit";
import { updateMeetingType } from "@/server/availability/meeting-types";
import { replanFollowUps } from "@/server/bookings/follow-up";
import type { Database } from "@/server/db";

/**
 * A meeting type's edit (availability), and when its follow-up changed, its meetings' follow-ups
 * planned again (bookings, ADR 0076), in one transaction.
 */
export function saveMeetingType(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof meetingTypeUpdateSchema>,
  now: Date,
) {
  return updateMeetingType(db, actor, input, async (tx, before, after) => {
    if (
      before.followUpMessage !== after.followUpMessage ||
      before.followUpHours !== after.followUpHours
    )
      await replanFollowUps(tx, after.id, now);
  });
}
