import { describe, expect, it } from "vitest";
import type { WeeklyBreak } from "./schedule";
import { dayStatus, generateSlots } from "./slots";
import { at, FRIDAY_NOON, MONDAY, policy, schedule, times, weekdays } from "./slots-test-fixtures";

// Weekly breaks (ADR 0049): time kept free every week on chosen weekdays, on dates that follow
// their weekday's hours.
const lunch: WeeklyBreak = { days: [1, 2, 3, 4, 5], startTime: "12:00", endTime: "13:00" };
const TUESDAY = "2030-01-08";
const ALL_DAY = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];

describe("weekly breaks", () => {
  it("keeps the break free on each of its weekdays", () => {
    const sched = schedule({ breaks: [lunch] });
    const withoutNoon = ALL_DAY.filter((t) => t !== "12:00");
    expect(times(generateSlots(MONDAY, sched, FRIDAY_NOON))).toEqual(withoutNoon);
    expect(times(generateSlots(TUESDAY, sched, FRIDAY_NOON))).toEqual(withoutNoon);
  });

  it("leaves the other weekdays whole", () => {
    const tuesdaysOnly = schedule({ breaks: [{ ...lunch, days: [2] }] });
    expect(times(generateSlots(MONDAY, tuesdaysOnly, FRIDAY_NOON))).toEqual(ALL_DAY);
    expect(times(generateSlots(TUESDAY, tuesdaysOnly, FRIDAY_NOON))).not.toContain("12:00");
  });

  it("takes every slot that shares a minute with it, and none that only touches it", () => {
    const half = schedule({ breaks: [{ ...lunch, startTime: "12:30", endTime: "13:15" }] });
    const offered = times(generateSlots(MONDAY, half, FRIDAY_NOON));
    expect(offered).not.toContain("12:00");
    expect(offered).not.toContain("13:00");
    expect(offered).toContain("11:00");
    expect(offered).toContain("14:00");
  });

  it("counts a meeting type's buffers, as a block does", () => {
    const buffered = schedule({
      breaks: [lunch],
      type: {
        durationMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 15,
        minimumNoticeMinutes: null,
      },
    });
    const offered = times(generateSlots(MONDAY, buffered, FRIDAY_NOON));
    // 11:30 ends at 12:00 but its buffer runs to 12:15; 13:00 starts as the break ends.
    expect(offered).toContain("11:00");
    expect(offered).not.toContain("11:30");
    expect(offered).not.toContain("12:30");
    expect(offered).toContain("13:00");
  });

  it("does not apply on a date with its own hours: those are kept whole", () => {
    const sched = schedule({
      breaks: [lunch],
      dateHours: [{ date: MONDAY, startTime: "11:00", endTime: "14:00", slotDuration: 60 }],
    });
    expect(times(generateSlots(MONDAY, sched, FRIDAY_NOON))).toEqual(["11:00", "12:00", "13:00"]);
    expect(times(generateSlots(TUESDAY, sched, FRIDAY_NOON))).not.toContain("12:00");
  });

  it("follows the business's wall clock across a change of offset", () => {
    const london = schedule({
      rules: weekdays({ startTime: "11:00", endTime: "14:00" }),
      breaks: [lunch],
      policy: policy({ timeZone: "Europe/London" }),
    });
    // Monday 1 July 2030: London is on UTC+1, so the break is 11:00–12:00 UTC.
    const slots = generateSlots("2030-07-01", london, at("2030-06-28T12:00:00Z"));
    expect(times(slots)).toEqual(["11:00", "13:00"]);
    expect(slots[1]!.start.toISOString()).toBe("2030-07-01T12:00:00.000Z");
  });

  it("makes a day whose every slot is in a break full, not closed", () => {
    const shortDay = schedule({
      rules: weekdays({ startTime: "12:00", endTime: "13:00" }),
      breaks: [lunch],
    });
    expect(generateSlots(MONDAY, shortDay, FRIDAY_NOON)).toEqual([]);
    expect(dayStatus(MONDAY, shortDay, FRIDAY_NOON)).toBe("full");
  });
});
