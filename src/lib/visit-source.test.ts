import { describe, expect, it } from "vitest";
import { leadSourceSchema } from "./schemas/lead-source";
import { CARRIED, carryVisit, leadSourceOfVisit, withoutCarriedVisit } from "./visit-source";

// A link between the site's two routers loads a new document (ADR 0082): it carries the visit's
// source in its address, and the next page reads it back as if it had seen the visit's start.

const SITE = "https://agency.example";
const visit = {
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "autumn",
  referrer: "mail.example.org",
  landingPage: "/services",
};

describe("carryVisit and leadSourceOfVisit: the visit across a new document", () => {
  it("adds the source to the link and reads the same source back on the page it leads to", () => {
    const href = carryVisit("/book", visit);
    expect(href).toBe(
      "/book?utm_source=newsletter&utm_medium=email&utm_campaign=autumn" +
        "&lead_referrer=mail.example.org&lead_landing=%2Fservices",
    );
    // The booking page's document was sent by the marketing page: the site itself, not a source.
    expect(leadSourceOfVisit({ landingUrl: `${SITE}${href}`, referrer: `${SITE}/about` })).toEqual(
      visit,
    );
  });

  it("keeps what the link already says, its other parameters and its fragment", () => {
    expect(carryVisit("/book?type=consultation&utm_source=partner#top", visit)).toBe(
      "/book?type=consultation&utm_source=partner&utm_medium=email&utm_campaign=autumn" +
        "&lead_referrer=mail.example.org&lead_landing=%2Fservices#top",
    );
    expect(carryVisit("/contact", { landingPage: "/" })).toBe("/contact?lead_landing=%2F");
    expect(carryVisit("/contact", {})).toBe("/contact");
  });

  it("prefers a referrer the browser saw to a carried one", () => {
    const landingUrl = `${SITE}/book?${CARRIED.referrer}=partner.example&${CARRIED.landing}=%2Fabout`;
    expect(leadSourceOfVisit({ landingUrl, referrer: "https://www.google.com/" })).toEqual({
      referrer: "www.google.com",
      landingPage: "/about",
    });
    expect(leadSourceOfVisit({ landingUrl, referrer: "" })).toEqual({
      referrer: "partner.example",
      landingPage: "/about",
    });
  });

  it("ignores a carried part that is not a host or a path on this site", () => {
    for (const [referrer, landing] of [
      ["https%3A%2F%2Fevil.example%2Fx", "%2F%2Fevil.example%2Fx"],
      ["a%20b", "https%3A%2F%2Fevil.example"],
      ["", "services"],
    ]) {
      const source = leadSourceOfVisit({
        landingUrl: `${SITE}/book?lead_referrer=${referrer}&lead_landing=${landing}`,
        referrer: "",
      });
      expect(source).toEqual({ landingPage: "/book" });
      expect(leadSourceSchema.safeParse(source).success).toBe(true);
    }
    expect(
      leadSourceOfVisit({ landingUrl: `${SITE}/book?lead_landing=%2Fabout%3Fx%3D1`, referrer: "" }),
    ).toEqual({ landingPage: "/about" });
  });
});

describe("withoutCarriedVisit: the address shown once the source is read", () => {
  it("drops what a link carried and keeps the rest of the address", () => {
    const carried = `${SITE}${carryVisit("/about?x=1#team", visit)}`;
    expect(withoutCarriedVisit(carried)).toBe(`${SITE}/about?x=1#team`);
  });

  it("leaves a landing address alone, campaign tags included", () => {
    expect(withoutCarriedVisit(`${SITE}/?utm_source=newsletter`)).toBeNull();
    expect(withoutCarriedVisit(`${SITE}/about`)).toBeNull();
  });
});
