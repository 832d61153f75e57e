import { describe, expect, it } from "vitest";
import {
  type BlockRule,
  type ConflictCandidate,
  findBookingConflicts,
  type WeekdayRule,
} from "@/lib/scheduling/conflicts";

const weekdays = (overrides: Partial<Record<number, Partial<WeekdayRule>>> = {}): WeekdayRule[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    dayOfWeek: day,
    isAvailable: day >= 1 && day <= 5,
    startTime: "09:00",
    endTime: "17:00",
    ...overrides[day],
  }));

const meeting = (id: string, startsAt: string, minutes = 60): ConflictCandidate => ({
  id,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000),
});

// 2031-01-15 is a Wednesday; London is on UTC in January and on UTC+1 in July.
describe("findBookingConflicts", () => {
  it("finds nothing when every booking is inside open hours and no block applies", () => {
    const result = findBookingConflicts(
      [meeting("a", "2031-01-15T09:00:00Z"), meeting("b", "2031-01-15T16:00:00Z")],
      { week: weekdays(), blocks: [], dateHours: [], breaks: [] },
      "Europe/London",
      "24h",
    );
    expect(result).toEqual([]);
  });

  it("reports a booking on a weekday its meeting type is no longer offered on", () => {
    const strategy = (days: number[] | null) => ({
      name: "Strategy session",
      days,
      offeredFrom: null,
      offeredUntil: null,
    });
    const result = findBookingConflicts(
      [
        // Wednesday 15 January.
        { ...meeting("wed", "2031-01-15T10:00:00Z"), type: strategy([2, 4]) },
        { ...meeting("thu", "2031-01-16T10:00:00Z"), type: strategy([2, 4]) },
        { ...meeting("any", "2031-01-15T11:00:00Z"), type: strategy(null) },
      ],
      { week: weekdays(), blocks: [], dateHours: [], breaks: [] },
      "Europe/London",
      "24h",
    );
    expect(result.map((c) => [c.bookingId, c.reasons])).toEqual([
      ["wed", ["Strategy session is not offered on Wednesday"]],
    ]);
  });

  it("reports a booking outside the hours its meeting type is offered in", () => {
    const afternoons = {
      name: "Strategy session",
      days: null,
      offeredFrom: "13:00",
      offeredUntil: "17:00",
    };
    const result = findBookingConflicts(
      [
        { ...meeting("morning", "2031-01-15T10:00:00Z"), type: afternoons },
        { ...meeting("straddles", "2031-01-15T12:30:00Z"), type: afternoons },
        { ...meeting("inside", "2031-01-15T13:00:00Z", 240), type: afternoons },
      ],
      { week: weekdays(), blocks: [], dateHours: [], breaks: [] },
      "Europe/London",
      "12h",
    );
    expect(result.map((c) => [c.bookingId, c.reasons])).toEqual([
      ["morning", ["Outside Strategy session's hours (1:00 PM–5:00 PM)"]],
      ["straddles", ["Outside Strategy session's hours (1:00 PM–5:00 PM)"]],
    ]);
  });

  it("reports a booking on a weekday that was switched off", () => {
    const [conflict, ...rest] = findBookingConflicts(
      [meeting("a", "2031-01-15T10:00:00Z")],
      { week: weekdays({ 3: { isAvailable: false } }), blocks: [], dateHours: [], breaks: [] },
      "Europe/London",
      "24h",
    );
    expect(rest).toEqual([]);
    expect(conflict).toMatchObject({
      bookingId: "a",
      name: "Ada Lovelace",
      date: "2031-01-15",
      weekday: 3,
      start: "10:00",
      end: "11:00",
      reasons: ["Wednesday is unavailable"],
      blockIds: [],
    });
  });

  it("reports a booking that starts before or ends after the new hours", () => {
    const result = findBookingConflicts(
      [
        meeting("early", "2031-01-15T09:00:00Z"),
        meeting("late", "2031-01-15T15:30:00Z"),
        meeting("fits", "2031-01-15T12:00:00Z"),
      ],
      {
        week: weekdays({ 3: { startTime: "10:00", endTime: "16:00" } }),
        blocks: [],
        dateHours: [],
        breaks: [],
      },
      "Europe/London",
      "24h",
    );
    expect(result.map((c) => c.bookingId)).toEqual(["early", "late"]);
    expect(result[0]?.reasons).toEqual(["Outside Wednesday's hours (10:00–16:00)"]);
  });

  it("compares on the business zone's wall clock, across daylight-saving time", () => {
    // 08:30 UTC on 16 July is 09:30 in London (BST): inside 09:00–17:00.
    expect(
      findBookingConflicts(
        [meeting("a", "2031-07-16T08:30:00Z")],
        { week: weekdays(), blocks: [], dateHours: [], breaks: [] },
        "Europe/London",
        "24h",
      ),
    ).toEqual([]);
    // The same instant is 08:30 on the wall clock in UTC: before opening.
    expect(
      findBookingConflicts(
        [meeting("a", "2031-07-16T08:30:00Z")],
        { week: weekdays(), blocks: [], dateHours: [], breaks: [] },
        "UTC",
        "24h",
      ),
    ).toHaveLength(1);
    // Half-hour zone: 04:00 UTC is 09:30 in Kolkata.
    expect(
      findBookingConflicts(
        [meeting("a", "2031-01-15T04:00:00Z")],
        { week: weekdays(), blocks: [], dateHours: [], breaks: [] },
        "Asia/Kolkata",
        "24h",
      ),
    ).toEqual([]);
  });

  it("reports bookings inside an all-day block or overlapping a timed block", () => {
    const blocks: BlockRule[] = [
      { id: "all", blockDate: "2031-01-15", allDay: true, startTime: null, endTime: null },
      { id: "noon", blockDate: "2031-01-16", allDay: false, startTime: "12:30", endTime: "13:30" },
    ];
    const result = findBookingConflicts(
      [
        meeting("wed", "2031-01-15T10:00:00Z"),
        meeting("thu-overlap", "2031-01-16T12:00:00Z"),
        meeting("thu-before", "2031-01-16T11:00:00Z"),
        meeting("thu-after", "2031-01-16T13:30:00Z"),
      ],
      { week: weekdays(), blocks, dateHours: [], breaks: [] },
      "Europe/London",
      "24h",
    );
    expect(result.map((c) => [c.bookingId, c.blockIds])).toEqual([
      ["wed", ["all"]],
      ["thu-overlap", ["noon"]],
    ]);
    expect(result[1]?.reasons).toEqual(["Inside the block 12:30–13:30"]);
  });

  it("writes the times in its reasons in the admin's 12h or 24h format", () => {
    const blocks: BlockRule[] = [
      { id: "noon", blockDate: "2031-01-16", allDay: false, startTime: "12:30", endTime: "13:30" },
    ];
    const week = weekdays({ 3: { startTime: "10:00", endTime: "16:00" } });
    const candidates = [
      meeting("early", "2031-01-15T09:00:00Z"),
      meeting("lunch", "2031-01-16T12:00:00Z"),
    ];
    const reasons = (format: "12h" | "24h") =>
      findBookingConflicts(
        candidates,
        { week: week, blocks, dateHours: [], breaks: [] },
        "UTC",
        format,
      ).map((c) => c.reasons);
    expect(reasons("12h")).toEqual([
      ["Outside Wednesday's hours (10:00 AM–4:00 PM)"],
      ["Inside the block 12:30 PM–1:30 PM"],
    ]);
    expect(reasons("24h")).toEqual([
      ["Outside Wednesday's hours (10:00–16:00)"],
      ["Inside the block 12:30–13:30"],
    ]);
  });

  it("treats a meeting that runs past midnight as ending after the day's hours", () => {
    const result = findBookingConflicts(
      [meeting("late", "2031-01-15T23:30:00Z", 60)],
      {
        week: weekdays({ 3: { startTime: "09:00", endTime: "23:59" } }),
        blocks: [],
        dateHours: [],
        breaks: [],
      },
      "UTC",
      "24h",
    );
    expect(result.map((c) => c.bookingId)).toEqual(["late"]);
  });

  it("judges a date with its own hours by those, not by its weekday's", () => {
    const saturday = { hoursDate: "2031-01-18", startTime: "10:00", endTime: "13:00" };
    const wednesday = { hoursDate: "2031-01-15", startTime: "12:00", endTime: "17:00" };
    const result = findBookingConflicts(
      [
        meeting("saturday-inside", "2031-01-18T11:00:00Z"),
        meeting("saturday-late", "2031-01-18T12:30:00Z"),
        meeting("sunday", "2031-01-19T11:00:00Z"),
        meeting("wednesday-morning", "2031-01-15T09:00:00Z"),
        meeting("thursday-morning", "2031-01-16T09:00:00Z"),
      ],
      { week: weekdays(), blocks: [], dateHours: [saturday, wednesday], breaks: [] },
      "UTC",
      "24h",
    );
    expect(result.map((c) => [c.bookingId, c.reasons])).toEqual([
      ["saturday-late", ["Outside this date's hours (10:00–13:00)"]],
      ["sunday", ["Sunday is unavailable"]],
      ["wednesday-morning", ["Outside this date's hours (12:00–17:00)"]],
    ]);
  });

  it("reports a meeting inside a break of its weekday, unless its date has its own hours", () => {
    const lunch = { id: "lunch", days: [1, 2, 3, 4, 5], startTime: "12:00", endTime: "13:00" };
    const result = findBookingConflicts(
      [
        meeting("wednesday-noon", "2031-01-15T12:30:00Z"),
        meeting("wednesday-before", "2031-01-15T11:00:00Z"),
        meeting("thursday-own-hours", "2031-01-16T12:00:00Z"),
        meeting("friday-noon", "2031-01-17T11:30:00Z"),
      ],
      {
        week: weekdays(),
        blocks: [],
        dateHours: [{ hoursDate: "2031-01-16", startTime: "09:00", endTime: "17:00" }],
        breaks: [
          { ...lunch, label: "Lunch" },
          { id: "tuesdays", days: [2], startTime: "09:00", endTime: "17:00", label: "" },
        ],
      },
      "UTC",
      "12h",
    );
    expect(result.map((c) => [c.bookingId, c.reasons, c.breakIds])).toEqual([
      ["wednesday-noon", ["Inside the break 12:00 PM–1:00 PM (Lunch)"], ["lunch"]],
      ["friday-noon", ["Inside the break 12:00 PM–1:00 PM (Lunch)"], ["lunch"]],
    ]);
  });
});
