import { describe, expect, it } from "vitest";
import {
  type CalendarEventDetails,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "@/lib/scheduling/calendar-links";

const meeting: CalendarEventDetails = {
  title: "Meeting with Agency & Co",
  description: "Join: https://meet.example.com/agency-1?x=1&y=2",
  location: "https://meet.example.com/agency-1?x=1&y=2",
  start: new Date("2030-01-07T09:00:00.000Z"),
  end: new Date("2030-01-07T10:30:00.000Z"),
};

describe("googleCalendarUrl", () => {
  it("fills Google's event template with UTC times, so no zone is guessed", () => {
    const url = new URL(googleCalendarUrl(meeting));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Meeting with Agency & Co",
      dates: "20300107T090000Z/20300107T103000Z",
      details: "Join: https://meet.example.com/agency-1?x=1&y=2",
      location: "https://meet.example.com/agency-1?x=1&y=2",
    });
  });

  it("encodes spaces as %20 (a + would show in the title) and leaves out a missing place", () => {
    const url = googleCalendarUrl({ ...meeting, location: null });
    expect(url).toContain("text=Meeting%20with%20Agency%20%26%20Co");
    expect(url).not.toContain("+");
    expect(new URL(url).searchParams.has("location")).toBe(false);
  });
});

describe("outlookCalendarUrl", () => {
  it("opens Outlook's new-event form with times in UTC marked Z", () => {
    const url = new URL(outlookCalendarUrl(meeting));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: "Meeting with Agency & Co",
      startdt: "2030-01-07T09:00:00Z",
      enddt: "2030-01-07T10:30:00Z",
      body: "Join: https://meet.example.com/agency-1?x=1&y=2",
      location: "https://meet.example.com/agency-1?x=1&y=2",
    });
  });

  it("keeps a meeting across midnight UTC on its real instants", () => {
    const late = {
      ...meeting,
      start: new Date("2030-03-31T23:30:00Z"),
      end: new Date("2030-04-01T00:30:00Z"),
    };
    const params = new URL(outlookCalendarUrl(late)).searchParams;
    expect([params.get("startdt"), params.get("enddt")]).toEqual([
      "2030-03-31T23:30:00Z",
      "2030-04-01T00:30:00Z",
    ]);
  });
});
