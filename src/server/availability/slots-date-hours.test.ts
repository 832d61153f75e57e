import { describe, expect, it } from "vitest";
import { movableSlots } from "./move-slots";
import type { Block, DateHours } from "./schedule";
import { dayStatuses, generateSlots } from "./slots";
import { FRIDAY_NOON, MONDAY, schedule, times } from "./slots-test-fixtures";

// Date-specific hours (ADR 0047): a date's own hours in place of its weekday's rule.
const SATURDAY = "2030-01-05";
const SUNDAY = "2030-01-06";
const saturdayMorning: DateHours = {
  date: SATURDAY,
  startTime: "10:00",
  endTime: "13:00",
  slotDuration: 30,
};

describe("date-specific hours", () => {
  it("open a date whose weekday is off, in their own step", () => {
    const sched = schedule({ dateHours: [saturdayMorning] });
    expect(times(generateSlots(SATURDAY, sched, FRIDAY_NOON))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
    ]);
    // Only that date: the next day (a Sunday too) stays closed.
    expect(dayStatuses(SATURDAY, SUNDAY, sched, FRIDAY_NOON)).toEqual([
      { date: SATURDAY, status: "available" },
      { date: SUNDAY, status: "closed" },
    ]);
  });

  it("replace an open weekday's hours on that date only", () => {
    const short: DateHours = {
      date: MONDAY,
      startTime: "14:00",
      endTime: "16:00",
      slotDuration: 60,
    };
    const sched = schedule({ dateHours: [short] });
    expect(times(generateSlots(MONDAY, sched, FRIDAY_NOON))).toEqual(["14:00", "15:00"]);
    // The Monday after keeps the weekly 09:00–17:00.
    expect(generateSlots("2030-01-14", sched, FRIDAY_NOON)).toHaveLength(8);
  });

  it("still give way to an all-day block and lose the times a timed block covers", () => {
    const allDay: Block = { blockDate: SATURDAY, allDay: true, startTime: null, endTime: null };
    const closed = schedule({ dateHours: [saturdayMorning], blocks: [allDay] });
    expect(generateSlots(SATURDAY, closed, FRIDAY_NOON)).toEqual([]);
    expect(dayStatuses(SATURDAY, SATURDAY, closed, FRIDAY_NOON)[0]?.status).toBe("closed");
    const timed: Block = {
      blockDate: SATURDAY,
      allDay: false,
      startTime: "11:00",
      endTime: "12:00",
    };
    const partly = schedule({ dateHours: [saturdayMorning], blocks: [timed] });
    expect(times(generateSlots(SATURDAY, partly, FRIDAY_NOON))).toEqual([
      "10:00",
      "10:30",
      "12:00",
      "12:30",
    ]);
  });

  it("keep the minimum notice, busy time and the booking window", () => {
    const busy = [
      { start: new Date("2030-01-05T10:00:00Z"), end: new Date("2030-01-05T11:00:00Z") },
    ];
    const sched = schedule({ dateHours: [saturdayMorning], busy });
    expect(times(generateSlots(SATURDAY, sched, FRIDAY_NOON))).toEqual([
      "11:00",
      "11:30",
      "12:00",
      "12:30",
    ]);
    // At 09:30 on the Saturday, two hours' notice leaves 11:30 as the first time.
    const morning = new Date("2030-01-05T09:30:00Z");
    expect(
      times(generateSlots(SATURDAY, schedule({ dateHours: [saturdayMorning] }), morning))[0],
    ).toBe("11:30");
    const farAway: DateHours = { ...saturdayMorning, date: "2030-03-02" };
    expect(generateSlots(farAway.date, schedule({ dateHours: [farAway] }), FRIDAY_NOON)).toEqual(
      [],
    );
  });

  it("bound where a booking can be moved: its whole length inside the date's hours", () => {
    const sched = schedule({ dateHours: [saturdayMorning] });
    const booking = {
      startsAt: new Date("2030-01-07T09:00:00Z"),
      endsAt: new Date("2030-01-07T10:00:00Z"),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
    };
    // An hour-long meeting fits from 10:00 to 12:00 in the Saturday's 30-minute steps.
    expect(times(movableSlots(SATURDAY, sched, booking, FRIDAY_NOON))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
  });
});
