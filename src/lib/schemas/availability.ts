// The Availability tab's schemas: weekly hours and breaks, date-specific hours and blocked times,
// each shared by its form and its /api/admin route.
import * as z from "zod";
import { blankAsUndefined, idParam, isoDate, timeOfDay } from "./admin";
import { DAY_MESSAGE, forwardSpan, optionalText, weekdaysField } from "./fields";
import { hostIdField } from "./hosts";

const slotDurationField = z
  .number({ error: "Slot duration is required" })
  .int("Slot duration must be a whole number of minutes")
  .min(15, "Slot duration must be at least 15 minutes")
  .max(480, "Slot duration must be at most 480 minutes")
  .multipleOf(15, "Slot duration must be a multiple of 15 minutes");

/** Opening hours must run forwards and, when open, hold at least one slot. */
function checkOpeningHours(
  hours: { startTime: string; endTime: string; slotDuration: number; isOpen: boolean },
  ctx: z.RefinementCtx,
) {
  const span = forwardSpan(hours.startTime, hours.endTime, ctx);
  if (span !== null && hours.isOpen && hours.slotDuration > span) {
    ctx.addIssue({
      code: "custom",
      path: ["slotDuration"],
      message: "Slot duration must fit between the start and end time",
    });
  }
}

export const weekdayAvailabilitySchema = z
  .object({
    // The path segment is a string: only the digits 0-6 (Number(" ") is 0, Number("0x1") is 1).
    day: z
      .union([z.int(DAY_MESSAGE), z.string().regex(/^[0-6]$/, DAY_MESSAGE)], { error: DAY_MESSAGE })
      .transform(Number)
      .pipe(z.number().int(DAY_MESSAGE).min(0, DAY_MESSAGE).max(6, DAY_MESSAGE)),
    isAvailable: z.boolean({ error: "Choose whether the day is available" }),
    startTime: timeOfDay("Start time"),
    endTime: timeOfDay("End time"),
    slotDuration: slotDurationField,
    hostId: hostIdField,
  })
  .superRefine((day, ctx) => checkOpeningHours({ ...day, isOpen: day.isAvailable }, ctx));

export type WeekdayAvailabilityInput = z.output<typeof weekdayAvailabilitySchema>;

/**
 * A weekly break (ADR 0049): a time range kept free every week on the chosen weekdays (0 = Sunday),
 * such as lunch. The days are checked as one field, so an error names `days`, not `days.3`.
 */
export const weeklyBreakSchema = z
  .object({
    days: weekdaysField,
    startTime: z.preprocess(blankAsUndefined, timeOfDay("Start time")),
    endTime: z.preprocess(blankAsUndefined, timeOfDay("End time")),
    label: optionalText("Label", 100),
    hostId: hostIdField,
  })
  .superRefine((weeklyBreak, ctx) => {
    forwardSpan(weeklyBreak.startTime, weeklyBreak.endTime, ctx);
  });

export type WeeklyBreakInput = z.output<typeof weeklyBreakSchema>;

export const removeWeeklyBreakSchema = z.object({ id: idParam });

/**
 * Date-specific hours (ADR 0047): one date's opening hours in place of its weekday's, also on a
 * weekday that is closed. The date comes from the path (PUT /api/admin/date-hours/{date}).
 */
export const dateHoursSchema = z
  .object({
    date: z.preprocess(blankAsUndefined, isoDate("Date")),
    // The form posts an empty time input as "": that is a missing time, as in blockedTimeSchema.
    startTime: z.preprocess(blankAsUndefined, timeOfDay("Start time")),
    endTime: z.preprocess(blankAsUndefined, timeOfDay("End time")),
    slotDuration: slotDurationField,
    hostId: hostIdField,
  })
  .superRefine((hours, ctx) => checkOpeningHours({ ...hours, isOpen: true }, ctx));

export type DateHoursInput = z.output<typeof dateHoursSchema>;

export const removeDateHoursSchema = z.object({
  date: z.preprocess(blankAsUndefined, isoDate("Date")),
  hostId: hostIdField,
});

export const blockedTimeSchema = z
  .object({
    date: z.preprocess(blankAsUndefined, isoDate("Date")),
    allDay: z.boolean({ error: "Choose all day or a time range" }),
    startTime: z.preprocess(blankAsUndefined, timeOfDay("Start time").optional()),
    endTime: z.preprocess(blankAsUndefined, timeOfDay("End time").optional()),
    reason: optionalText("Reason", 200),
    hostId: hostIdField,
    /** A block for every host (holidays, an office closure): a super admin's to add. */
    wholeTeam: z.boolean({ error: "Whole team must be true or false" }).optional(),
  })
  .superRefine((block, ctx) => {
    if (block.allDay) return;
    if (!block.startTime)
      ctx.addIssue({ code: "custom", path: ["startTime"], message: "Start time is required" });
    if (!block.endTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "End time is required" });
    forwardSpan(block.startTime, block.endTime, ctx);
  });

export type BlockedTimeInput = z.output<typeof blockedTimeSchema>;

export const removeBlockedTimeSchema = z.object({ id: idParam });
