import { beforeEach, expect, it } from "vitest";
import { bookingCalendarFile } from "@/server/bookings/add-to-calendar";
import { createBooking } from "@/server/bookings/create-booking";
import {
  cancelByToken,
  managedBookingByToken,
  rescheduleByToken,
} from "@/server/bookings/manage-booking";
import type { Email } from "@/server/email/send-email";
import { describeEachDriver } from "../support/test-database";
import {
  bookingRequest,
  failureOf,
  icsOf,
  resetBookingData,
  type TestDeps,
  testDeps,
} from "./booking-helpers";

// Friday 4 January 2030, noon in London (GMT). Monday the 7th is the first bookable weekday.
const NOW = "2030-01-04T12:00:00Z";

/** The event's properties by name, unfolded (RFC 5545 §3.1), METHOD included. */
function icsProperties(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const value = (name: string) =>
    lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
  return {
    method: value("METHOD"),
    uid: value("UID"),
    sequence: value("SEQUENCE"),
    start: value("DTSTART"),
    end: value("DTEND"),
    location: value("LOCATION"),
    attendees: lines.filter((l) => l.startsWith("ATTENDEE")).length,
  };
}
/** The calendar event attached to the one mail to the visitor (staff mails carry none). */
function mailed(sent: Email[]) {
  const [mail, ...more] = sent.filter((m) => m.to !== "staff@agency.test");
  if (!mail || more.length > 0)
    throw new Error(`expected one mail to the visitor, got ${sent.length}`);
  return icsProperties(icsOf(mail));
}

describeEachDriver("adding a booking to the visitor's calendar", (current) => {
  let deps: TestDeps;
  beforeEach(async () => {
    await resetBookingData(current().db);
    deps = testDeps(NOW);
  });

  const book = async () => {
    const created = await createBooking(
      current().db,
      bookingRequest({ date: "2030-01-07", time: "10:00" }),
      { ip: null },
      deps,
    );
    await created.deliver();
    return { ...created.body, token: created.body.manageUrl.split("/").at(-1)! };
  };
  const download = async (token: string) => {
    const response = await bookingCalendarFile(current().db, token, deps.config);
    return { response, ics: icsProperties(await response.text()) };
  };

  it("answers a booking with the download and web-calendar links for the booked time", async () => {
    const booking = await book();
    expect(booking.addToCalendar.ics).toBe(
      `https://agency.test/api/v1/manage/${booking.token}/calendar.ics`,
    );
    const google = new URL(booking.addToCalendar.google).searchParams;
    expect(google.get("dates")).toBe("20300107T100000Z/20300107T110000Z");
    expect(google.get("text")).toBe("Meeting with Agency");
    expect(google.get("location")).toBe(`https://meet.example.com/agency-${booking.id}`);
    const outlook = new URL(booking.addToCalendar.outlook).searchParams;
    expect([outlook.get("startdt"), outlook.get("enddt")]).toEqual([
      "2030-01-07T10:00:00Z",
      "2030-01-07T11:00:00Z",
    ]);
    const view = () => managedBookingByToken(current().db, booking.token, deps);
    expect((await view()).addToCalendar).toEqual(booking.addToCalendar);
    // Under way it can still be added; once over, there is nothing to add.
    deps.clock.now = new Date("2030-01-07T10:30:00Z");
    expect((await view()).addToCalendar).toEqual(booking.addToCalendar);
    deps.clock.now = new Date("2030-01-07T11:00:00Z");
    expect((await view()).addToCalendar).toBeNull();
  });

  it("downloads the mailed invitation's event: same UID and SEQUENCE, no attendee", async () => {
    const booking = await book();
    const invitation = mailed(deps.sent);
    const { response, ics } = await download(booking.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8; method=PUBLISH",
    );
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="meeting.ics"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(ics).toEqual({
      ...invitation,
      method: "PUBLISH",
      attendees: 0,
    });
    expect(invitation).toMatchObject({
      method: "REQUEST",
      start: "20300107T100000Z",
      sequence: "0",
    });
  });

  it("follows a move: the new time and the moved mail's SEQUENCE, in the file and the links", async () => {
    const booking = await book();
    deps.sent.length = 0;
    const { booking: moved, deliver } = await rescheduleByToken(
      current().db,
      booking.token,
      { date: "2030-01-08", time: "14:00" },
      deps,
    );
    await deliver();
    const { ics } = await download(booking.token);
    const movedMail = mailed(deps.sent);
    expect(ics).toMatchObject({
      uid: movedMail.uid,
      sequence: movedMail.sequence,
      start: "20300108T140000Z",
      end: "20300108T150000Z",
    });
    expect(Number(ics.sequence)).toBeGreaterThan(0);
    expect(new URL(moved.addToCalendar!.google).searchParams.get("dates")).toBe(
      "20300108T140000Z/20300108T150000Z",
    );
  });

  it("offers nothing to add once cancelled, and a 404 for an unknown link", async () => {
    const booking = await book();
    const { booking: cancelled } = await cancelByToken(current().db, booking.token, deps);
    expect(cancelled.addToCalendar).toBeNull();
    expect(await failureOf(download(booking.token))).toMatchObject({
      status: 409,
      message: "This meeting was cancelled",
    });
    expect(await failureOf(download("A".repeat(43)))).toMatchObject({
      status: 404,
      message: "This link is not valid",
    });
  });
});
