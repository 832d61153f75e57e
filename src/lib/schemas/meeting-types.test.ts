import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import { meetingTypeInputSchema, meetingTypeUpdateSchema } from "./meeting-types";

const base = {
  name: "Strategy session",
  slug: "strategy",
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: null,
  active: true,
};
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = meetingTypeInputSchema.safeParse({ ...base, ...input });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("a meeting type's days and hours (ADR 0056)", () => {
  it("takes weekdays as a set, Sunday first; absent or null means every day", () => {
    expect(meetingTypeInputSchema.parse({ ...base, days: [4, 2, 2] }).days).toEqual([2, 4]);
    expect(meetingTypeInputSchema.parse({ ...base, days: null }).days).toBeNull();
    expect(meetingTypeInputSchema.parse(base).days).toBeUndefined();
    expect(errorsOf({ days: [] })).toEqual({ days: "Choose at least one day" });
    expect(errorsOf({ days: [7] })).toEqual({ days: "Day must be 0 (Sunday) to 6 (Saturday)" });
  });

  it("takes both ends of its hours or neither, the end after the start; blank is none", () => {
    expect(
      meetingTypeInputSchema.parse({ ...base, offeredFrom: "13:00", offeredUntil: "17:00" }),
    ).toMatchObject({ offeredFrom: "13:00", offeredUntil: "17:00" });
    expect(
      meetingTypeInputSchema.parse({ ...base, offeredFrom: " ", offeredUntil: "" }),
    ).toMatchObject({ offeredFrom: null, offeredUntil: null });
    expect(errorsOf({ offeredFrom: "13:00", offeredUntil: "" })).toEqual({
      offeredUntil: "Set both times, or neither",
    });
    expect(errorsOf({ offeredUntil: "13:00" })).toEqual({
      offeredFrom: "Set both times, or neither",
    });
    expect(errorsOf({ offeredFrom: "13:00", offeredUntil: "13:00" })).toEqual({
      offeredUntil: "End time must be after the start time",
    });
    expect(errorsOf({ offeredFrom: "1 pm", offeredUntil: "17:00" })).toEqual({
      offeredFrom: "Offered from must be a time such as 13:00",
    });
    // An edit checks them the same way.
    const edit = meetingTypeUpdateSchema.safeParse({
      ...base,
      id: "3f1c2a4e-0000-4000-8000-000000000001",
      offeredFrom: "18:00",
      offeredUntil: "09:00",
    });
    expect(edit.success ? {} : fieldErrors(edit.error)).toEqual({
      offeredUntil: "End time must be after the start time",
    });
  });
});

describe("a meeting type's follow-up (ADR 0076)", () => {
  it("keeps what an edit leaves out, trims the message and names each field's problem", () => {
    expect(meetingTypeInputSchema.parse(base)).not.toHaveProperty("followUpMessage");
    expect(
      meetingTypeInputSchema.parse({
        ...base,
        followUpMessage: "  Thanks!\n\nNext: ",
        followUpHours: 24,
      }),
    ).toMatchObject({ followUpMessage: "Thanks!\n\nNext:", followUpHours: 24 });
    expect(errorsOf({ followUpMessage: "x".repeat(2001) })).toEqual({
      followUpMessage: "Follow-up message must be at most 2000 characters",
    });
    expect(errorsOf({ followUpMessage: "a\u0000b" })).toEqual({
      followUpMessage: "Contains a character that is not allowed",
    });
    expect(errorsOf({ noShowMessage: "x".repeat(2001) })).toEqual({
      noShowMessage: "Message to no-shows must be at most 2000 characters",
    });
    expect(meetingTypeInputSchema.parse({ ...base, noShowMessage: " Sorry " }).noShowMessage).toBe(
      "Sorry",
    );
    const hours = "Send the follow-up from 1 to 168 hours after the meeting";
    for (const followUpHours of [0, 169, 1.5, Number.NaN, "2"])
      expect(errorsOf({ followUpHours })).toEqual({ followUpHours: hours });
  });
});
