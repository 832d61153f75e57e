// Issue 13 end to end: a feed connected on the Calendars tab takes its busy hour off /book; a
// CalDAV account (Radicale) receives a booking made on /book with the .ics UID, and loses it when
// the visitor cancels from the manage link.
import { eq } from "drizzle-orm";
import { adminSettings, calendarConnections, hostBookingsFeeds } from "@/server/db/schema";
import { signInAsOwner } from "./admin-helpers";
import {
  bookThroughApi,
  chooseDate,
  fillBookingForm,
  icsStamp,
  resetBooking,
  slotButton,
  weekdayAhead,
} from "./booking-helpers";
import { mailApiUrl } from "./config";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";
import { freeSlot } from "./free-slot";

type Services = {
  feedUrl: string;
  radicale: { url: string; username: string; password: string };
};
const services = async (): Promise<Services> =>
  (await fetch(`${mailApiUrl}/calendars`)).json() as Promise<Services>;

async function setFeed(events: { uid: string; start: string; end: string }[]) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//e2e//EN",
    ...events.flatMap((e) => [
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART:${e.start}`,
      `DTEND:${e.end}`,
      "SUMMARY:Busy",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ];
  await fetch(`${mailApiUrl}/feed`, { method: "PUT", body: lines.join("\r\n") });
}

test.describe("Calendars tab", () => {
  test.beforeEach(async ({ db }) => {
    await db.delete(calendarConnections);
  });

  test("a connected feed takes its busy hour off /book; axe passes; remove brings it back", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(8);
    await resetBooking(db, [date]);
    const { feedUrl } = await services();
    await setFeed([
      { uid: "e2e-busy@elsewhere", start: icsStamp(date, "11:00"), end: icsStamp(date, "12:00") },
    ]);
    await signInAsOwner(page);
    await page.goto("/admin/calendars");
    await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
    await expect(page.getByText("No calendars connected yet")).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "Add an ICS feed" });
    await form.getByLabel("Name", { exact: true }).fill("Team feed");
    await form.getByLabel("Feed address").fill(feedUrl);
    await form.getByRole("button", { name: "Add feed" }).click();
    await expect(page.getByText("Added Team feed: 1 busy periods")).toBeVisible();
    const card = page.getByRole("article", { name: "Team feed" });
    await expect(card).toContainText("Busy periods in the booking window");
    await expect(card).not.toContainText(feedUrl);
    await expectNoAxeViolations(page);

    await page.goto("/book");
    await chooseDate(page, date);
    await expect(slotButton(page, "10:00 AM", date)).toBeVisible();
    await expect(slotButton(page, "11:00 AM", date)).toHaveCount(0);

    await page.goto("/admin/calendars");
    await page.getByRole("button", { name: "Remove Team feed" }).click();
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByText("Removed Team feed")).toBeVisible();
    await page.goto("/book");
    await chooseDate(page, date);
    await expect(slotButton(page, "11:00 AM", date)).toBeVisible();
  });

  test("a CalDAV destination gets the booking with the .ics UID; cancelling removes it", async ({
    page,
    db,
  }) => {
    test.setTimeout(120_000);
    const date = weekdayAhead(10);
    await resetBooking(db, [date]);
    const { radicale } = await services();
    await signInAsOwner(page);
    await page.goto("/admin/calendars");
    const form = page.getByRole("form", { name: "Connect a CalDAV account" });
    await form.getByLabel("Name", { exact: true }).fill("Radicale");
    await form.getByLabel("Server address").fill(radicale.url);
    await form.getByLabel("Username").fill(radicale.username);
    await form.getByLabel("App password").fill("wrong-password");
    await form.getByRole("button", { name: "Connect account" }).click();
    await expect(
      form.getByText("The calendar server refused the username or password.").first(),
    ).toBeVisible();
    await form.getByLabel("App password").fill(radicale.password);
    await form.getByRole("button", { name: "Connect account" }).click();
    await expect(page.getByText("Connected Radicale: 2 calendars found")).toBeVisible();
    await page.getByRole("radio", { name: "Write bookings to Work" }).check();
    await page.getByRole("button", { name: "Save calendars of Radicale" }).click();
    await expect(page.getByText("Saved the calendars of Radicale")).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail("caldav");
    await fillBookingForm(page, date, "2:00 PM", { firstName: "Grace", lastName: "Hopper", email });
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();

    const mail = await mailbox.waitFor(email, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    const invite = mail.attachments.find((a) => a.filename === "invite.ics")?.content ?? "";
    const uid = /UID:(\S+)/.exec(invite.replace(/\r\n[ \t]/g, ""))?.[1] ?? "";
    expect(uid).toMatch(/^booking-[0-9a-f-]{36}@localhost$/);
    const manageUrl = /https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? "";

    // The job writes `<uid>.ics` into the destination (caldav.ts putEvent): read it back directly.
    const eventUrl = `${radicale.url}${radicale.username}/work/${encodeURIComponent(uid)}.ics`;
    const authorization = `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString("base64")}`;
    const stored = async () => {
      const response = await fetch(eventUrl, { headers: { authorization } });
      return response.ok ? await response.text() : null;
    };
    // Written by the job poller (every 30 s).
    await expect
      .poll(async () => (await stored()) ?? "", {
        timeout: 60_000,
      })
      .toContain(`DTSTART:${icsStamp(date, "14:00")}`);

    await page.goto(manageUrl);
    await page.getByRole("button", { name: "Cancel this meeting" }).click();
    await page.getByRole("button", { name: "Yes, cancel the meeting" }).click();
    await expect(page.getByRole("heading", { name: "This meeting was cancelled" })).toBeVisible();
    await expect
      .poll(async () => stored(), {
        timeout: 60_000,
      })
      .toBeNull();
    const [connection] = await db.select().from(calendarConnections);
    expect(connection?.lastError).toBeNull();
    await db.delete(calendarConnections).where(eq(calendarConnections.name, "Radicale"));
  });

  test("the bookings feed: turned on, its address read by a calendar, replaced, turned off", async ({
    page,
    db,
  }) => {
    await db
      .update(adminSettings)
      .set({ bookingsFeedTokenHash: null, bookingsFeedCreatedAt: null });
    const email = uniqueEmail("feed");
    const booked = await bookThroughApi(page.request, { email, ...(await freeSlot(db)) });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = await booked.json();

    await signInAsOwner(page);
    await page.goto("/admin/calendars");
    const section = page.getByRole("region", { name: "Bookings feed", exact: true });
    await expect(section).toContainText("Off.");
    await section.getByRole("button", { name: "Turn on the feed" }).click();
    await expect(
      section.getByRole("heading", { name: "Your bookings feed's address" }),
    ).toBeFocused();
    const address = (await section.getByTestId("bookings-feed-address").textContent()) ?? "";
    expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\/bookings\.ics$/);
    await expectNoAxeViolations(page);

    // What a calendar program subscribed to it reads: the meeting, with the invitation's UID.
    const read = async (url: string) => page.request.get(new URL(url).pathname);
    const feed = await read(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`UID:booking-${id}@`);
    expect(ics).toContain("SUMMARY:Consultation: Mary Somerville");

    await section.getByRole("button", { name: "Done" }).click();
    await expect(section.getByRole("heading", { name: "Bookings feed" })).toBeFocused();
    await expect(section).toContainText("On since");
    await expect(section.getByTestId("bookings-feed-address")).toHaveCount(0);

    // A new address: the old one stops working at once.
    await section.getByRole("button", { name: "Make a new address" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Make a new address" }).click();
    await expect(
      section.getByRole("heading", { name: "Your bookings feed's address" }),
    ).toBeFocused();
    const renewed = (await section.getByTestId("bookings-feed-address").textContent()) ?? "";
    expect(renewed).not.toBe(address);
    expect((await read(address)).status()).toBe(404);
    expect((await read(renewed)).status()).toBe(200);

    await section.getByRole("button", { name: "Turn off the feed" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
    await expect(section).toContainText("Off.");
    await expect(section.getByRole("heading", { name: "Bookings feed" })).toBeFocused();
    expect((await read(renewed)).status()).toBe(404);
  });

  test("a host's own bookings feed holds their meetings; turned off, its address is dead", async ({
    page,
    db,
  }) => {
    await db.delete(hostBookingsFeeds);
    const booked = await bookThroughApi(page.request, {
      email: uniqueEmail("host-feed"),
      ...(await freeSlot(db)),
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = await booked.json();

    // The owner is the first host, who holds the default type's meetings.
    await signInAsOwner(page);
    await page.goto("/admin/calendars");
    const section = page.getByRole("region", { name: /'s bookings feed$/ });
    await expect(section).toContainText("Off.");
    await section.getByRole("button", { name: "Turn on the feed" }).click();
    const address = (await section.getByTestId("host-feed-address").textContent()) ?? "";
    expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\/bookings\.ics$/);
    const read = async (url: string) => page.request.get(new URL(url).pathname);
    const feed = await read(address);
    expect(feed.status()).toBe(200);
    expect((await feed.text()).replace(/\r\n[ \t]/g, "")).toContain(`UID:booking-${id}@`);

    await section.getByRole("button", { name: "Done" }).click();
    await section.getByRole("button", { name: "Turn off the feed" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
    await expect(section).toContainText("Off.");
    expect((await read(address)).status()).toBe(404);
  });
});
