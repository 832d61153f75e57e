import { beforeEach, expect, it } from "vitest";
import { DIRECT, NOT_RECORDED } from "@/lib/lead-source";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import { enquiryFilterSchema } from "@/lib/schemas/admin-enquiries";
import { enquirySchema } from "@/lib/schemas/enquiry";
import { staffBookingSchema } from "@/lib/schemas/manage";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { createBooking } from "@/server/bookings/create-booking";
import { createBookingAsStaff } from "@/server/bookings/create-booking-as-staff";
import { bookingInsights } from "@/server/bookings/insights";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { enquiries } from "@/server/db/schema";
import { createEnquiry } from "@/server/enquiries/create-enquiry";
import { enquiriesToCsv } from "@/server/enquiries/enquiries-csv";
import { listAllEnquiries } from "@/server/enquiries/list-enquiries";
import { staffActor } from "../support/admin-fixtures";
import { csvRecords } from "../support/csv";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, resetBookingData, testDeps } from "./booking-helpers";

// Where a lead came from (ADR 0069), on both databases: stored with the booking or enquiry,
// listed for staff, exported, and counted per channel in Insights.

// Friday 4 January 2030, noon in London; Monday the 7th is bookable.
const NOW = "2030-01-04T12:00:00Z";
const newsletter = { utmSource: "newsletter", utmMedium: "email", landingPage: "/services" };

describeEachDriver("lead sources", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
    await current().db.delete(enquiries);
  });

  it("keeps where each visitor came from: listed, exported, counted per channel", async () => {
    const { db } = current();
    const deps = testDeps(NOW);
    const book = (time: string, source?: object) =>
      createBooking(
        db,
        bookingRequest({ time, ...(source ? { source } : {}) }),
        { ip: null },
        deps,
      );
    const first = await book("09:00", newsletter);
    await first.deliver();
    // Staff's notice says where the visitor came from; the visitor's confirmation does not.
    const notice = deps.sent.find((mail) => mail.subject.startsWith("New booking"));
    expect(notice?.text).toMatch(/Came from: +newsletter \/ email · landed on \/services/);
    const confirmation = deps.sent.find((mail) => mail.subject.startsWith("Your meeting"));
    expect(confirmation?.text).not.toContain("newsletter");
    await book("10:00", { utmSource: "Newsletter", utmCampaign: "winter" });
    await book("11:00", { referrer: "www.linkedin.com", landingPage: "/about" });
    await book("13:00", { landingPage: "/book" });
    await book("14:00"); // the public API without a source
    await createBookingAsStaff(
      db,
      staffActor,
      staffBookingSchema.parse({
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        contactNumber: "+44 20 7946 0958",
        date: "2030-01-07",
        time: "15:00",
      }),
      deps,
    );

    const rows = await listAllBookings(
      db,
      bookingFilterSchema.parse({ view: "upcoming" }),
      new Date(NOW),
    );
    expect(rows.map((row) => [row.timeSlot, row.source])).toEqual([
      ["09:00", newsletter],
      ["10:00", { utmSource: "Newsletter", utmCampaign: "winter" }],
      ["11:00", { referrer: "www.linkedin.com", landingPage: "/about" }],
      ["13:00", { landingPage: "/book" }],
      ["14:00", null],
      ["15:00", null],
    ]);
    const columns = ["utm_source", "utm_medium", "utm_campaign", "referrer", "landing_page"];
    const records = csvRecords(bookingsToCsv(rows));
    expect(records.map((record) => columns.map((column) => record[column]))).toEqual([
      ["newsletter", "email", "", "", "/services"],
      ["Newsletter", "", "winter", "", ""],
      ["", "", "", "www.linkedin.com", "/about"],
      ["", "", "", "", "/book"],
      ["", "", "", "", ""],
      ["", "", "", "", ""],
    ]);

    const insights = await bookingInsights(
      db,
      { from: "2030-01-04", to: "2030-01-04" },
      new Date(NOW),
    );
    expect(insights.sources).toEqual([
      { channel: "newsletter", bookings: 2, enquiries: 0 },
      { channel: DIRECT, bookings: 1, enquiries: 0 },
      { channel: "linkedin", bookings: 1, enquiries: 0 },
      { channel: NOT_RECORDED, bookings: 2, enquiries: 0 },
    ]);
    // A period without new bookings has no channels.
    const later = await bookingInsights(
      db,
      { from: "2030-01-05", to: "2030-01-06" },
      new Date(NOW),
    );
    expect(later.sources).toEqual([]);
  });

  it("keeps where each sender of an enquiry came from", async () => {
    const { db } = current();
    const deps = {
      db,
      sendEmail: async () => {},
      staffEmail: "staff@agency.test",
      now: new Date(NOW),
      limits: { ip: null, perIp: 100, perEmail: 100 },
    };
    const message = "We would like an AI agent for our bookings.";
    for (const [email, source] of [
      ["maria@example.com", { referrer: "www.google.com", landingPage: "/industries/hotels" }],
      ["ines@example.com", undefined],
    ] as const)
      await createEnquiry(enquirySchema.parse({ name: "M", email, message, source }), deps);
    const rows = await listAllEnquiries(db, enquiryFilterSchema.parse({}));
    expect(Object.fromEntries(rows.map((row) => [row.email, row.source]))).toEqual({
      "maria@example.com": { referrer: "www.google.com", landingPage: "/industries/hotels" },
      "ines@example.com": null,
    });
    const csv = enquiriesToCsv(rows, "Europe/London");
    expect(csv).toContain(",www.google.com,/industries/hotels,\r\n");
    // Insights counts them per channel, by the day they came in (business zone).
    const insights = await bookingInsights(
      db,
      { from: "2030-01-04", to: "2030-01-04" },
      new Date(NOW),
    );
    expect(insights.sources).toEqual([
      { channel: "google", bookings: 0, enquiries: 1 },
      { channel: NOT_RECORDED, bookings: 0, enquiries: 1 },
    ]);
  });
});
