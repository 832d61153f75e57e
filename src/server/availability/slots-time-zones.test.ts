import { describe, expect, it } from "vitest";
import { findConflicts } from "./conflicts";
import type { Schedule, WeekdayRule } from "./schedule";
import { generateSlots } from "./slots";
import {
  at,
  FRIDAY_NOON,
  MONDAY,
  policy,
  schedule,
  starts,
  times,
  weekdays,
} from "./slots-test-fixtures";

// The slot engine across daylight-saving changes and zones off the hour (spec §5).

describe("time zones and daylight saving", () => {
  const london = (overrides: Partial<Schedule> = {}) =>
    schedule({
      policy: policy({ timeZone: "Europe/London", advanceLimitDays: 365 }),
      ...overrides,
    });
  const allDays = (rule: Partial<WeekdayRule>) =>
    weekdays(rule).map((r) => ({ ...r, isAvailable: true }));
  const early = at("2025-01-01T00:00:00Z");

  it("keeps 09:00 London at 09:00 in winter and 08:00 UTC in summer (last Sunday of March)", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    expect(starts(generateSlots("2025-03-29", london({ rules }), early))).toEqual([
      "2025-03-29T09:00:00.000Z",
    ]);
    expect(starts(generateSlots("2025-03-30", london({ rules }), early))).toEqual([
      "2025-03-30T08:00:00.000Z",
    ]);
  });

  it("skips the wall time that does not exist when clocks spring forward", () => {
    const rules = allDays({ startTime: "00:00", endTime: "04:00" });
    const slots = generateSlots("2025-03-30", london({ rules }), early);
    expect(times(slots)).toEqual(["00:00", "02:00", "03:00"]);
    expect(starts(slots)).toEqual([
      "2025-03-30T00:00:00.000Z",
      "2025-03-30T01:00:00.000Z",
      "2025-03-30T02:00:00.000Z",
    ]);
  });

  it("never lets a slot overlap the one before when the clocks jump (45-minute slots)", () => {
    // 00:45 GMT lasts until 02:30 BST, so 02:15 BST (01:15 UTC) would overlap it and is skipped.
    const rules = allDays({ startTime: "00:00", endTime: "03:00", slotDuration: 45 });
    const slots = generateSlots("2025-03-30", london({ rules }), early);
    expect(times(slots)).toEqual(["00:00", "00:45"]);
    expect(starts(slots)).toEqual(["2025-03-30T00:00:00.000Z", "2025-03-30T00:45:00.000Z"]);
  });

  it("returns to 09:00 UTC after the last Sunday of October, with no overlapping slots", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    expect(starts(generateSlots("2025-10-25", london({ rules }), early))).toEqual([
      "2025-10-25T08:00:00.000Z",
    ]);
    expect(starts(generateSlots("2025-10-26", london({ rules }), early))).toEqual([
      "2025-10-26T09:00:00.000Z",
    ]);
    const night = allDays({ startTime: "00:00", endTime: "04:00", slotDuration: 30 });
    const slots = generateSlots("2025-10-26", london({ rules: night }), early);
    expect(times(slots)).toHaveLength(8);
    for (const [i, slot] of slots.entries())
      expect(findConflicts(slot, slots.slice(i + 1))).toEqual([]);
  });

  it("handles half-hour and quarter-hour zones", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    const kolkata = schedule({ rules, policy: policy({ timeZone: "Asia/Kolkata" }) });
    expect(starts(generateSlots(MONDAY, kolkata, FRIDAY_NOON))).toEqual([
      "2030-01-07T03:30:00.000Z",
    ]);
    const kathmandu = schedule({ rules, policy: policy({ timeZone: "Asia/Kathmandu" }) });
    expect(starts(generateSlots(MONDAY, kathmandu, FRIDAY_NOON))).toEqual([
      "2030-01-07T03:15:00.000Z",
    ]);
  });

  it("follows Adelaide (+10:30 in summer, +09:30 in winter) across its April change", () => {
    const rules = allDays({ startTime: "09:00", endTime: "10:00" });
    const adelaide = schedule({
      rules,
      policy: policy({ timeZone: "Australia/Adelaide", advanceLimitDays: 365 }),
    });
    expect(starts(generateSlots("2025-04-05", adelaide, early))).toEqual([
      "2025-04-04T22:30:00.000Z",
    ]);
    expect(starts(generateSlots("2025-04-06", adelaide, early))).toEqual([
      "2025-04-05T23:30:00.000Z",
    ]);
  });
});
