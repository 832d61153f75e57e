import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { monthWeeks } from "@/components/booking/calendar-grid";
import { addMonths, monthOf } from "@/lib/time/calendar-date";
import { formatLongDate, formatMonth } from "@/lib/time/format";
import { adminSettings, bookings } from "@/server/db/schema";
import {
  chooseDate,
  fillContact,
  openingMonth,
  resetBooking,
  slotButton,
  weekdayAhead,
} from "./booking-helpers";
import { appUrl, embedHostOrigin } from "./config";
import { expect, expectNoAxeViolations, holdScripts, test, uniqueEmail } from "./fixtures";

// The booking page on another site (ADR 0078): a site listed in BOOKING_EMBED_ORIGINS (here
// embedHostOrigin, whose pages the tests answer themselves) frames /book/embed through
// /embed.js; no other site may frame it, and no site any other page.

/** A page of the other site: the snippet docs/embedding.md gives, and a record of the events it hears. */
const landingPage = (body: string) => `<!doctype html>
<html lang="en"><head><title>Winter offer</title></head><body>
<h1>Winter offer</h1>
<script>
  window.booked = [];
  document.addEventListener("agency-booking:booked", (event) => window.booked.push(event.detail));
</script>
${body}
</body></html>`;

/** The other site: a server on this machine answering every path with `body` in a page. */
async function otherSite(origin: string | null, body: string) {
  const server = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(landingPage(body));
  });
  const port = origin ? Number(new URL(origin).port) : 0;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test.describe("The booking page on another site", () => {
  const sites: { close: () => Promise<void> }[] = [];
  const site = async (origin: string | null, body: string) => {
    const started = await otherSite(origin, body);
    sites.push(started);
    return started.origin;
  };
  test.afterEach(async () => {
    for (const started of sites.splice(0)) await started.close();
  });

  test("fits its frame, books, and tells the site, which keeps its campaign", async ({
    page,
    db,
  }) => {
    const date = weekdayAhead(17);
    await resetBooking(db, [date]);
    const email = uniqueEmail("embedded");
    // The frame sits below the fold of a long page, as on a real landing page.
    await site(
      embedHostOrigin,
      `<p style="height: 1200px">Why book a call with us…</p>
      <div data-agency-booking></div><script src="${appUrl}/embed.js" async></script>`,
    );
    await page.goto(
      `${embedHostOrigin}/winter-offer?utm_source=partner&utm_medium=banner&utm_campaign=winter`,
    );
    const iframe = page.locator('iframe[title="Book a Meeting"]');
    const frame = page.frameLocator('iframe[title="Book a Meeting"]');
    await expect(frame.getByRole("heading", { level: 1, name: "Book a Meeting" })).toBeVisible();
    // No header or footer of the site around the flow.
    await expect(frame.getByRole("banner")).toHaveCount(0);
    await expect(frame.getByRole("contentinfo")).toHaveCount(0);

    // The frame is as tall as the step it shows: no scroll bar inside, nothing cut off.
    const fits = async () => {
      const outer = await iframe.evaluate((element) => element.getBoundingClientRect().height);
      const content = await frame
        .locator("main > div")
        .evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
      return outer === content;
    };
    await expect.poll(fits).toBe(true);
    const dateStep = await iframe.evaluate((element) => element.getBoundingClientRect().height);
    await chooseDate(frame, date);
    await slotButton(frame, "2:00 PM", date).click();
    await frame.getByRole("button", { name: "Continue" }).click();
    await fillContact(frame, {
      firstName: "Chien-Shiung",
      lastName: "Wu",
      email,
      contactNumber: "+44 20 7946 0958",
    });
    await expect.poll(fits).toBe(true);
    expect(await iframe.evaluate((element) => element.getBoundingClientRect().height)).not.toBe(
      dateStep,
    );

    // Scrolled back up to the top of the page before sending: the confirmation still shows.
    await page.evaluate(() => window.scrollTo(0, 0));
    await frame.getByRole("button", { name: "Confirm booking" }).focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press("Enter");
    const dialog = frame.getByRole("dialog", { name: "Your meeting is booked" });
    await expect(dialog).toBeVisible();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.y >= 0 && box.y + 40 < (page.viewportSize()?.height ?? 0);
      })
      .toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    // The site hears when and how long, nothing about the person.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { booked: unknown[] }).booked))
      .toEqual([
        {
          date,
          time: "14:00",
          start: row?.startsAt.toISOString(),
          end: row?.endsAt.toISOString(),
        },
      ]);
    // The campaign of the site's page went along; the site is where the visitor came from.
    expect(row?.leadSource).toEqual({
      utmSource: "partner",
      utmMedium: "banner",
      utmCampaign: "winter",
      referrer: "127.0.0.1",
      landingPage: "/book/embed",
    });
    // An element added after the page loaded gets its frame on request.
    await page.evaluate(() => {
      const element = document.createElement("div");
      element.setAttribute("data-agency-booking", "");
      element.setAttribute("data-type", "consultation");
      document.body.append(element);
      (window as unknown as { AgencyBooking: { mount: () => void } }).AgencyBooking.mount();
    });
    await expect(page.locator('iframe[title="Book a Meeting"]')).toHaveCount(2);
    await expect(page.locator('iframe[title="Book a Meeting"]').nth(1)).toHaveAttribute(
      "src",
      `${appUrl}/book/embed?type=consultation&utm_source=partner&utm_medium=banner&utm_campaign=winter`,
    );
  });

  test("keeps its height as the months change, so nothing moves under the pointer", async ({
    page,
    db,
  }) => {
    await resetBooking(db);
    // A year bookable: its months span five and six weeks (and four, some Februaries).
    await db
      .update(adminSettings)
      .set({ bookingAdvanceLimitDays: 365 })
      .where(eq(adminSettings.id, 1));
    await site(
      embedHostOrigin,
      `<div data-agency-booking></div><script src="${appUrl}/embed.js" async></script>`,
    );
    await page.goto(`${embedHostOrigin}/months`);
    const frame = page.frameLocator('iframe[title="Book a Meeting"]');
    // The flow's own height, as drawn (the frame follows it by message, a moment later).
    const flowHeight = () =>
      frame.locator("main > div").evaluate((element) => element.getBoundingClientRect().height);
    const loaded = () => expect(frame.getByRole("table")).toHaveAttribute("aria-busy", "false");
    await loaded();
    const height = await flowHeight();
    // Twelve months shown, the opening one and eleven more: always one of six weeks.
    let month = await openingMonth(page.request);
    const weeksSeen = new Set([monthWeeks(month).length]);
    for (let step = 0; step < 11; step++) {
      month = addMonths(month, 1);
      await frame.getByRole("button", { name: "Next month" }).click();
      await expect(frame.getByRole("heading", { level: 3 })).toHaveText(
        formatMonth(monthOf(month)),
      );
      await loaded();
      weeksSeen.add(monthWeeks(month).length);
      expect(await flowHeight(), formatMonth(monthOf(month))).toBe(height);
    }
    expect(weeksSeen).toContain(5);
    expect(weeksSeen).toContain(6);
    await resetBooking(db);
  });

  test("no other site may frame it, and the listed one no other page", async ({
    browser,
    request,
  }) => {
    const embed = await request.get("/book/embed");
    expect(embed.headers()["x-frame-options"]).toBeUndefined();
    expect(embed.headers()["content-security-policy"]).toContain(
      `frame-ancestors 'self' ${embedHostOrigin}`,
    );
    expect(await embed.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    for (const path of ["/", "/book", "/login"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }

    // Chromium's own refusals: a frame it refuses holds its error page instead of ours.
    const framed = async (origin: string | null, path: string) => {
      const other = await browser.newPage();
      const from = await otherSite(origin, `<iframe title="Ours" src="${appUrl}${path}"></iframe>`);
      try {
        await other.goto(`${from.origin}/framing`);
        const child = other.frames().find((frame) => frame !== other.mainFrame());
        const shown = (await other.frameLocator("iframe").getByRole("heading").count()) > 0;
        return { url: child?.url(), shown };
      } finally {
        await other.close();
        await from.close();
      }
    };
    const refused = { url: "chrome-error://chromewebdata/", shown: false };
    // The listed site may frame the page; another one (the same machine, another port) may not,
    // and the listed one may not frame /book.
    expect(await framed(embedHostOrigin, "/book/embed")).toEqual({
      url: `${appUrl}/book/embed`,
      shown: true,
    });
    expect(await framed(null, "/book/embed")).toEqual(refused);
    expect(await framed(embedHostOrigin, "/book")).toEqual(refused);
  });

  test("opened alone, it is the booking flow and nothing else, accessible", async ({ page }) => {
    await page.goto("/book/embed");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Meeting" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a date" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a day tapped before its script has run is not lost", async ({ page, db }) => {
    await resetBooking(db);
    const scripts = await holdScripts(page);
    // The framed page carries the early-tap script itself (ADR 0066): no layout gives it one.
    await page.goto("/book/embed", { waitUntil: "domcontentloaded" });
    const day = page.locator("button[data-date][data-early-tap]").first();
    const date = await day.getAttribute("data-date");
    if (!date) throw new Error("the first view offers no day to tap");
    await day.click();
    await expect(day).toHaveCSS("outline-style", "solid");
    await expect(page.getByRole("heading", { name: "Choose a time" })).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeFocused();
    await expect(page.locator("#time-step-title + p")).toHaveText(formatLongDate(date));
  });
});
