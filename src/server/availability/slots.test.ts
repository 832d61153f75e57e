import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/time/calendar-date";
import type { Block } from "./schedule";
import { candidateSlots, dayStatus, dayStatuses, generateSlots } from "./slots";
import { at, FRIDAY_NOON, MONDAY, policy, schedule, times, weekdays } from "./slots-test-fixtures";

describe("generateSlots: spec §5 slot generation", () => {
  it("steps by slot_duration from the start while the slot fits before the end", () => {
    const slots = generateSlots(MONDAY, schedule(), FRIDAY_NOON);
    expect(times(slots)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    expect(slots[0]).toEqual({
      time: "09:00",
      start: at("2030-01-07T09:00:00Z"),
      end: at("2030-01-07T10:00:00Z"),
      period: "morning",
    });
  });

  it("drops a last slot that would run past the end time", () => {
    const rules = weekdays({ startTime: "09:00", endTime: "10:30", slotDuration: 60 });
    expect(times(generateSlots(MONDAY, schedule({ rules }), FRIDAY_NOON))).toEqual(["09:00"]);
    const quarter = weekdays({ startTime: "09:00", endTime: "10:00", slotDuration: 15 });
    expect(times(generateSlots(MONDAY, schedule({ rules: quarter }), FRIDAY_NOON))).toEqual([
      "09:00",
      "09:15",
      "09:30",
      "09:45",
    ]);
  });

  it("offers nothing on a weekday that is off or has no setting", () => {
    const sunday = "2030-01-06";
    expect(generateSlots(sunday, schedule(), FRIDAY_NOON)).toEqual([]);
    const noMonday = weekdays().filter((r) => r.dayOfWeek !== 1);
    expect(generateSlots(MONDAY, schedule({ rules: noMonday }), FRIDAY_NOON)).toEqual([]);
    expect(dayStatus(sunday, schedule(), FRIDAY_NOON)).toBe("closed");
  });

  it("offers nothing when the date has an all-day block", () => {
    const blocks: Block[] = [{ blockDate: MONDAY, allDay: true, startTime: null, endTime: null }];
    expect(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON)).toEqual([]);
    expect(dayStatus(MONDAY, schedule({ blocks }), FRIDAY_NOON)).toBe("closed");
    // A block on another date changes nothing.
    const elsewhere: Block[] = [{ ...blocks[0]!, blockDate: "2030-01-08" }];
    expect(generateSlots(MONDAY, schedule({ blocks: elsewhere }), FRIDAY_NOON)).toHaveLength(8);
  });

  it("removes slots inside a timed block: start inclusive, end exclusive", () => {
    const blocks: Block[] = [
      { blockDate: MONDAY, allDay: false, startTime: "12:00", endTime: "14:00" },
    ];
    expect(times(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON))).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
  });

  it("also removes a slot that a timed block only partly covers", () => {
    const blocks: Block[] = [
      { blockDate: MONDAY, allDay: false, startTime: "09:30", endTime: "10:00" },
    ];
    expect(times(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON))).not.toContain("09:00");
    expect(times(generateSlots(MONDAY, schedule({ blocks }), FRIDAY_NOON))).toContain("10:00");
  });

  it("removes slots overlapping a confirmed booking; back-to-back is fine", () => {
    const busy = [
      { start: at("2030-01-07T10:00:00Z"), end: at("2030-01-07T11:00:00Z") },
      // A 30-minute meeting from another rule still makes the 14:00 hour unavailable.
      { start: at("2030-01-07T14:30:00Z"), end: at("2030-01-07T15:00:00Z") },
    ];
    expect(times(generateSlots(MONDAY, schedule({ busy }), FRIDAY_NOON))).toEqual([
      "09:00",
      "11:00",
      "12:00",
      "13:00",
      "15:00",
      "16:00",
    ]);
  });

  it("labels periods: morning before 12:00, afternoon 12:00–16:59, evening from 17:00", () => {
    const rules = weekdays({ startTime: "11:00", endTime: "19:00", slotDuration: 60 });
    const slots = generateSlots(MONDAY, schedule({ rules }), FRIDAY_NOON);
    expect(slots.map((s) => `${s.time} ${s.period}`)).toEqual([
      "11:00 morning",
      "12:00 afternoon",
      "13:00 afternoon",
      "14:00 afternoon",
      "15:00 afternoon",
      "16:00 afternoon",
      "17:00 evening",
      "18:00 evening",
    ]);
  });
});

describe("generateSlots: window and minimum notice", () => {
  it("offers no slot starting within the minimum notice, which also hides today's past times", () => {
    const now = at("2030-01-07T10:30:00Z");
    expect(times(generateSlots(MONDAY, schedule(), now))).toEqual([
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    const noNotice = schedule({ policy: policy({ minimumNoticeMinutes: 0 }) });
    expect(times(generateSlots(MONDAY, noNotice, now))[0]).toBe("11:00");
    // A slot exactly at now + notice is offered.
    expect(times(generateSlots(MONDAY, schedule(), at("2030-01-07T11:00:00Z")))[0]).toBe("13:00");
  });

  it("says 'full' for today once every remaining slot is too soon", () => {
    expect(dayStatus(MONDAY, schedule(), at("2030-01-07T15:30:00Z"))).toBe("full");
  });

  it("offers nothing before today or after today + the advance limit", () => {
    const now = at("2030-01-07T08:00:00Z");
    expect(generateSlots("2030-01-04", schedule(), now)).toEqual([]);
    expect(dayStatus("2030-01-04", schedule(), now)).toBe("past");
    const limit = schedule({ policy: policy({ advanceLimitDays: 7 }) });
    expect(generateSlots(addDays(MONDAY, 7), limit, now)).toHaveLength(8);
    expect(generateSlots(addDays(MONDAY, 8), limit, now)).toEqual([]);
    expect(dayStatus(addDays(MONDAY, 8), limit, now)).toBe("beyond_window");
  });

  it("reads 'today' in the business zone, not in UTC", () => {
    // 23:30 UTC on Sunday 6th is already Monday 7th 05:00 in Kolkata (+05:30).
    const now = at("2030-01-06T23:30:00Z");
    const kolkata = schedule({ policy: policy({ timeZone: "Asia/Kolkata", advanceLimitDays: 1 }) });
    expect(dayStatus("2030-01-06", kolkata, now)).toBe("past");
    expect(dayStatus(MONDAY, kolkata, now)).toBe("available");
    expect(dayStatus("2030-01-09", kolkata, now)).toBe("beyond_window");
  });
});

describe("dayStatuses", () => {
  it("gives one status per date of the range", () => {
    const now = at("2030-01-07T08:00:00Z");
    const busy = candidateSlots("2030-01-08", schedule()).map(({ start, end }) => ({ start, end }));
    const statuses = dayStatuses("2030-01-05", "2030-01-09", schedule({ busy }), now);
    expect(statuses).toEqual([
      { date: "2030-01-05", status: "past" },
      { date: "2030-01-06", status: "past" },
      { date: "2030-01-07", status: "available" },
      { date: "2030-01-08", status: "full" },
      { date: "2030-01-09", status: "available" },
    ]);
  });
});
