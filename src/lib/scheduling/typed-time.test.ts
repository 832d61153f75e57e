import { describe, expect, it } from "vitest";
import type { AvailabilityRules, WeekdayRule } from "./conflicts";
import { type TypedTimeFacts, typedTimeNotes } from "./typed-time";

// 2031-01-15 is a Wednesday; London is on UTC in January.
const week: WeekdayRule[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  dayOfWeek: day,
  isAvailable: day >= 1 && day <= 5,
  startTime: "09:00",
  endTime: "17:00",
}));
const openWeek: AvailabilityRules = { week, blocks: [], dateHours: [], breaks: [] };
const at = (iso: string, minutes = 30) => ({
  startsAt: new Date(iso),
  endsAt: new Date(new Date(iso).getTime() + minutes * 60_000),
});

function facts(change: Partial<TypedTimeFacts> = {}): TypedTimeFacts {
  return {
    meeting: at("2031-01-15T10:00:00Z"),
    rules: openWeek,
    overlappingBookings: [],
    calendarBusy: [],
    meetingsThatDay: 0,
    dailyLimit: null,
    meetingsThatWeek: 0,
    weeklyLimit: null,
    zone: "Europe/London",
    timeFormat: "12h",
    ...change,
  };
}

describe("typedTimeNotes", () => {
  it("says nothing of a time inside the hours that nothing else takes", () => {
    expect(typedTimeNotes(facts())).toEqual({ refusal: null, notes: [] });
  });

  it("names the hours, the break and the block a time falls on, and lets staff choose it", () => {
    const rules: AvailabilityRules = {
      ...openWeek,
      breaks: [{ id: "b", days: [3], startTime: "12:00", endTime: "13:00", label: "Lunch" }],
      blocks: [
        { id: "k", blockDate: "2031-01-15", allDay: false, startTime: "12:30", endTime: "14:00" },
        { id: "x", blockDate: "2031-01-16", allDay: true, startTime: null, endTime: null },
      ],
    };
    expect(typedTimeNotes(facts({ meeting: at("2031-01-15T12:15:00Z"), rules }))).toEqual({
      refusal: null,
      notes: ["Inside the break 12:00 PM–1:00 PM (Lunch)", "Inside the block 12:30 PM–2:00 PM"],
    });
    expect(typedTimeNotes(facts({ meeting: at("2031-01-15T19:30:00Z") })).notes).toEqual([
      "Outside Wednesday's hours (9:00 AM–5:00 PM)",
    ]);
    expect(typedTimeNotes(facts({ meeting: at("2031-01-18T10:00:00Z") })).notes).toEqual([
      "Saturday is unavailable",
    ]);
  });

  it("names the type's weekdays and hours it falls outside", () => {
    const type = { name: "Site visit", days: [4], offeredFrom: "13:00", offeredUntil: "16:00" };
    expect(typedTimeNotes(facts({ meeting: { ...at("2031-01-15T10:00:00Z"), type } }))).toEqual({
      refusal: null,
      notes: [
        "Site visit is not offered on Wednesday",
        "Outside Site visit's hours (1:00 PM–4:00 PM)",
      ],
    });
  });

  it("refuses a time another booking takes, naming it first", () => {
    const result = typedTimeNotes(
      facts({
        meeting: at("2031-01-15T19:30:00Z"),
        overlappingBookings: [{ name: "Ada Lovelace", ...at("2031-01-15T19:00:00Z", 60) }],
        timeFormat: "24h",
      }),
    );
    expect(result).toEqual({
      refusal: "That time overlaps another booking",
      notes: [
        "Overlaps the meeting with Ada Lovelace (19:00–20:00)",
        "Outside Wednesday's hours (09:00–17:00)",
      ],
    });
  });

  it("names each connected calendar's busy time, with its dates when it runs past the day", () => {
    const result = typedTimeNotes(
      facts({
        calendarBusy: [
          { calendar: "Work", ...at("2031-01-15T09:45:00Z", 60) },
          // An all-day event of that date ends at the next midnight: that date, all of it.
          { calendar: "Home", ...at("2031-01-15T00:00:00Z", 24 * 60) },
          { calendar: "Travel", ...at("2031-01-14T18:00:00Z", 24 * 60) },
        ],
      }),
    );
    expect(result).toEqual({
      refusal: null,
      notes: [
        "Busy in the calendar Work (9:45 AM–10:45 AM)",
        "Busy in the calendar Home (all day)",
        "Busy in the calendar Travel (Tuesday, 14 January 2031 6:00 PM to Wednesday, 15 January 2031 6:00 PM)",
      ],
    });
  });

  it("names the daily limit once the date has that many meetings", () => {
    expect(typedTimeNotes(facts({ meetingsThatDay: 2, dailyLimit: 3 })).notes).toEqual([]);
    expect(typedTimeNotes(facts({ meetingsThatDay: 3, dailyLimit: 3 })).notes).toEqual([
      "This date already has 3 meetings (the daily limit is 3)",
    ]);
    expect(typedTimeNotes(facts({ meetingsThatDay: 1, dailyLimit: 1 })).notes).toEqual([
      "This date already has 1 meeting (the daily limit is 1)",
    ]);
  });

  it("names the weekly limit once the week has that many meetings, after the daily one", () => {
    expect(typedTimeNotes(facts({ meetingsThatWeek: 9, weeklyLimit: 10 })).notes).toEqual([]);
    expect(
      typedTimeNotes(
        facts({ meetingsThatDay: 2, dailyLimit: 2, meetingsThatWeek: 10, weeklyLimit: 10 }),
      ).notes,
    ).toEqual([
      "This date already has 2 meetings (the daily limit is 2)",
      "This week already has 10 meetings (the weekly limit is 10)",
    ]);
    // No limit, no note, however full the week.
    expect(typedTimeNotes(facts({ meetingsThatWeek: 40 })).notes).toEqual([]);
  });

  it("names the meeting type's own daily limit once that date has that many of it", () => {
    expect(typedTimeNotes(facts({ typeMeetingsThatDay: 1, typeDailyLimit: 2 })).notes).toEqual([]);
    expect(
      typedTimeNotes(facts({ meetingsThatDay: 3, typeMeetingsThatDay: 2, typeDailyLimit: 2 }))
        .notes,
    ).toEqual(["This date already has 2 meetings of this type (its daily limit is 2)"]);
  });
});
