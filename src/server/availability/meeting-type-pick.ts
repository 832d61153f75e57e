import "server-only";
import { type AdminMeetingType, MEETING_TYPE_MESSAGES } from "@/lib/schemas/meeting-types";
import { ActionError } from "@/server/http/action-result";
import type { SlotType } from "./schedule";

/** A meeting_types row as booking reads it. */
export type MeetingTypeRow = Omit<
  AdminMeetingType,
  "sortOrder" | "questions" | "followUpMessage" | "followUpHours" | "noShowMessage"
>;

/** Which type: by public slug (active ones only), by id (a booking's own, even if now off), or the default. */
export type TypeSelection = { slug?: string | undefined } | { id: string };

export const unknownTypeError = () =>
  new ActionError(422, MEETING_TYPE_MESSAGES.unknownType, {
    type: MEETING_TYPE_MESSAGES.unknownType,
  });

/**
 * Picks the type from all types in order. The default type is the first active one listed on
 * /book: what /book and the API use without a `type`. An unknown or inactive slug is a 422 naming
 * `type`; an unlisted one is found by its slug like any other.
 */
export function pickMeetingType(
  types: readonly MeetingTypeRow[],
  select: TypeSelection,
): { meetingType: MeetingTypeRow; isDefault: boolean } {
  const first = types.find((t) => t.active && t.listed) ?? types.find((t) => t.active) ?? types[0];
  if (!first) throw new Error("meeting_types has no row: the migration did not run");
  const chosen =
    "id" in select
      ? types.find((t) => t.id === select.id)
      : select.slug === undefined
        ? first
        : types.find((t) => t.active && t.slug === select.slug);
  if (!chosen) throw unknownTypeError();
  return { meetingType: chosen, isDefault: chosen.id === first.id };
}

/**
 * The slot engine's view of a type (ADR 0056): the default type keeps the spec's slots, stepped
 * by and as long as each weekday's slot_duration; any other type steps by its own duration.
 */
export function slotTypeOf(type: MeetingTypeRow, isDefault: boolean): SlotType {
  return {
    durationMinutes: isDefault ? null : type.durationMinutes,
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    minimumNoticeMinutes: type.minimumNoticeMinutes,
    maxBookingsPerDay: type.maxBookingsPerDay,
    days: type.days,
    offeredHours:
      type.offeredFrom && type.offeredUntil
        ? { from: type.offeredFrom, until: type.offeredUntil }
        : null,
  };
}
