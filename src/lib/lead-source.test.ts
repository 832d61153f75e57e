import { describe, expect, it } from "vitest";
import {
  AI_ASSISTANT,
  channelOf,
  countByChannel,
  DIRECT,
  describeLeadSource,
  leadSourceColumns,
  leadSourceOfVisit,
  NOT_RECORDED,
} from "./lead-source";
import { bookingRequestSchema } from "./schemas/booking";
import { fieldErrors } from "./schemas/field-errors";
import { leadSourceSchema } from "./schemas/lead-source";

// Where a lead came from (ADR 0069): read from the visit in the browser, checked by the same
// schema on the server, described for staff and counted per channel in Insights.

const SITE = "https://agency.example";

describe("leadSourceOfVisit: what the browser knows of the visit", () => {
  it("takes the landing address's campaign tags, its path, and the other site that sent it", () => {
    expect(
      leadSourceOfVisit({
        landingUrl: `${SITE}/services/ai-automation?utm_source=newsletter&utm_medium=email&utm_campaign=%20autumn%20&utm_term=x#top`,
        referrer: "https://mail.example.org/inbox/123?search=agency",
      }),
    ).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
      // The host only: the path and query of the sending page can hold personal data.
      referrer: "mail.example.org",
      landingPage: "/services/ai-automation",
    });
  });

  it("records no referrer for the site's own pages, nothing for missing parts", () => {
    expect(leadSourceOfVisit({ landingUrl: `${SITE}/book`, referrer: `${SITE}/pricing` })).toEqual({
      landingPage: "/book",
    });
    expect(leadSourceOfVisit({ landingUrl: `${SITE}/`, referrer: "" })).toEqual({
      landingPage: "/",
    });
    expect(leadSourceOfVisit({ landingUrl: "not a url", referrer: "android-app://x" })).toEqual({});
  });

  it("leaves out what the server would refuse, and cuts what is too long", () => {
    const source = leadSourceOfVisit({
      landingUrl: `${SITE}/?utm_source=a%00b&utm_medium=${"m".repeat(150)}&utm_campaign=%20%20`,
      referrer: "http://[::1]:8080/",
    });
    expect(source).toEqual({ utmMedium: "m".repeat(100), landingPage: "/" });
    expect(leadSourceSchema.safeParse(source).success).toBe(true);
  });
});

describe("the lead source's schema, shared by the forms and the API", () => {
  it("keeps what was sent, trimmed, and drops empty parts", () => {
    expect(
      leadSourceSchema.parse({ utmSource: " google ", utmMedium: "", referrer: "www.google.com" }),
    ).toEqual({ utmSource: "google", referrer: "www.google.com" });
  });

  it("names the part at fault in a booking request", () => {
    const base = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      contactNumber: "+44 20 7946 0958",
      date: "2030-01-07",
      time: "10:00",
    };
    const errorsOf = (source: unknown) => {
      const parsed = bookingRequestSchema.safeParse({ ...base, source });
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errorsOf({ referrer: "https://www.google.com/search?q=me" })).toEqual({
      "source.referrer": "The referring site must be a host name, like www.google.com",
    });
    expect(errorsOf({ landingPage: "services" })).toEqual({
      "source.landingPage": "The landing page must be a path starting with /",
    });
    expect(errorsOf({ utmSource: "x".repeat(101) })).toEqual({
      "source.utmSource": "utm_source must be at most 100 characters",
    });
    expect(errorsOf("google")).toEqual({ source: "The source must be an object" });
    expect(errorsOf({ utmSource: "google", utmTerm: "agency" })).toEqual({
      source: "The source takes only utmSource, utmMedium, utmCampaign, referrer and landingPage",
    });
    // Only the MCP endpoint says a booking came from an AI assistant; a visitor cannot claim it.
    expect(errorsOf({ assistant: "Claude" })).toEqual({
      source: "The source takes only utmSource, utmMedium, utmCampaign, referrer and landingPage",
    });
    expect(errorsOf(undefined)).toEqual({});
  });
});

describe("channels and descriptions", () => {
  it("counts a lead under its campaign's source, else the sending site, else Direct", () => {
    expect(channelOf({ utmSource: "Google", referrer: "www.bing.com" })).toBe("google");
    expect(channelOf({ referrer: "www.partner-agency.co.uk" })).toBe("partner-agency.co.uk");
    expect(channelOf({ landingPage: "/book" })).toBe(DIRECT);
    expect(channelOf(null)).toBe(NOT_RECORDED);
  });

  it("counts a known site under one name, whichever host or tag it came by", () => {
    const channels = (names: string[], as: "referrer" | "utmSource") => [
      ...new Set(names.map((name) => channelOf({ [as]: name }))),
    ];
    expect(
      channels(["www.google.com", "google.co.uk", "www.google.de", "google.com.au"], "referrer"),
    ).toEqual(["google"]);
    expect(channels(["Google", "google.com"], "utmSource")).toEqual(["google"]);
    expect(channels(["www.linkedin.com", "lnkd.in", "uk.linkedin.com"], "referrer")).toEqual([
      "linkedin",
    ]);
    expect(channels(["LinkedIn", "linkedin.com"], "utmSource")).toEqual(["linkedin"]);
    expect(channels(["l.facebook.com", "m.facebook.com", "fb.me"], "referrer")).toEqual([
      "facebook",
    ]);
    expect(channels(["t.co", "x.com", "twitter.com"], "referrer")).toEqual(["twitter"]);
    expect(channels(["www.bing.com"], "referrer")).toEqual(["bing"]);
    expect(channels(["chatgpt.com"], "referrer")).toEqual(["chatgpt"]);
    // Web mail is not search, and a look-alike is not the site.
    expect(channelOf({ referrer: "mail.google.com" })).toBe("mail.google.com");
    expect(channelOf({ referrer: "notlinkedin.com" })).toBe("notlinkedin.com");
    expect(channelOf({ referrer: "google.example.org" })).toBe("google.example.org");
  });

  it("describes a source in one line for staff", () => {
    expect(
      describeLeadSource({
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "spring",
        referrer: "www.google.com",
        landingPage: "/pricing",
      }),
    ).toBe("google / cpc · campaign spring · from google.com · landed on /pricing");
    expect(describeLeadSource({ referrer: "www.linkedin.com", landingPage: "/about" })).toBe(
      "from linkedin.com · landed on /about",
    );
    expect(describeLeadSource({ landingPage: "/book" })).toBe("Direct · landed on /book");
    expect(describeLeadSource(null)).toBeNull();
  });

  it("counts every booking an AI assistant made under one channel, naming the client", () => {
    expect(channelOf({ assistant: "Claude Desktop" })).toBe(AI_ASSISTANT);
    expect(channelOf({ assistant: "" })).toBe(AI_ASSISTANT);
    expect(describeLeadSource({ assistant: "Claude Desktop" })).toBe(
      "AI assistant (Claude Desktop)",
    );
    expect(describeLeadSource({ assistant: "" })).toBe("AI assistant");
  });

  it("adds up bookings and enquiries per channel, most bookings first, Not recorded last", () => {
    expect(
      countByChannel({
        bookings: [
          { source: null, count: 9 },
          { source: { utmSource: "google" }, count: 2 },
          { source: { referrer: "www.linkedin.com" }, count: 3 },
          { source: { utmSource: "Google" }, count: 2 },
          { source: {}, count: 1 },
        ],
        enquiries: [
          { source: { referrer: "linkedin.com" }, count: 1 },
          { source: { utmSource: "partner" }, count: 5 },
          { source: { landingPage: "/contact" }, count: 2 },
        ],
      }),
    ).toEqual([
      { channel: "google", bookings: 4, enquiries: 0 },
      { channel: "linkedin", bookings: 3, enquiries: 1 },
      { channel: DIRECT, bookings: 1, enquiries: 2 },
      { channel: "partner", bookings: 0, enquiries: 5 },
      { channel: NOT_RECORDED, bookings: 9, enquiries: 0 },
    ]);
  });

  it("gives the exports five columns, empty when nothing was recorded", () => {
    const columns = leadSourceColumns<{ source: Parameters<typeof channelOf>[0] }>();
    expect(columns.map((c) => c.header)).toEqual([
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "referrer",
      "landing_page",
    ]);
    const row = { source: { utmSource: "newsletter", landingPage: "/about" } };
    expect(columns.map((c) => c.value(row))).toEqual(["newsletter", "", "", "", "/about"]);
    expect(columns.map((c) => c.value({ source: null }))).toEqual(["", "", "", "", ""]);
  });
});
