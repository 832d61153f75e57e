import { describe, expect, it } from "vitest";
import { industries } from "./industries";
import { homePage } from "./pages";
import { privatePaths, publicRoutes } from "./routes";
import { automationExamples, services } from "./services";
import { mainNav } from "./site";
import { headlineStats } from "./stats";
import { ICONS, THEMES } from "./types";

const SPEC_INDUSTRY_SLUGS = [
  "property-developer",
  "real-estate",
  "construction-company",
  "villa-management",
  "luxury-hotel",
  "other",
];
const SPEC_SERVICE_SLUGS = [
  "ai-consulting",
  "ai-smart-website",
  "ai-client-acquisition",
  "ai-business-automations",
];
const allText = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allText)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(allText)
        : [];

describe("industries", () => {
  it("are exactly the six spec pages, in menu order, with unique slugs", () => {
    expect(industries.map((i) => i.slug)).toEqual(SPEC_INDUSTRY_SLUGS);
  });

  it("each has six problem cards with unique ids and every field filled", () => {
    for (const industry of industries) {
      expect(industry.problems, industry.slug).toHaveLength(6);
      expect(new Set(industry.problems.map((c) => c.id)).size, industry.slug).toBe(6);
      for (const card of industry.problems) {
        expect(card.headline.length, `${industry.slug} #${card.id}`).toBeGreaterThan(5);
        expect(card.problem.length).toBeGreaterThan(40);
        expect(card.solution.length).toBeGreaterThan(40);
        expect(ICONS).toContain(card.icon);
      }
    }
  });

  it("'other' keeps the original card ids 1, 2, 4, 5, 6, 7", () => {
    const other = industries.find((i) => i.slug === "other");
    expect(other?.problems.map((c) => c.id)).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it("wear the spec's colour schemes and headings", () => {
    const theme = (slug: string) => industries.find((i) => i.slug === slug)?.theme;
    expect(theme("construction-company")).toBe("red");
    expect(theme("villa-management")).toBe("purple");
    expect(theme("luxury-hotel")).toBe("pink");
    expect(theme("other")).toBe("sky");
    expect(industries.find((i) => i.slug === "construction-company")?.heading).toBe(
      "Construction Company",
    );
    for (const industry of industries) expect(THEMES).toContain(industry.theme);
  });

  it("have a narrative, a stats strip and a CTA label; only 'other' has the mobile globe", () => {
    for (const industry of industries) {
      expect(industry.narrative.length).toBeGreaterThan(0);
      expect(industry.stats.length).toBeGreaterThanOrEqual(3);
      expect(industry.ctaLabel).not.toBe("");
      expect(industry.mobileGlobe).toBe(industry.slug === "other");
    }
  });
});

describe("services", () => {
  it("are the four spec services; slug and /services anchor agree", () => {
    expect(services.map((s) => s.slug)).toEqual(SPEC_SERVICE_SLUGS);
    for (const service of services) expect(service.anchor).toBe(service.slug);
  });

  it("each has numbered process steps, capabilities, results and a CTA label", () => {
    for (const service of services) {
      expect(service.process.length, service.slug).toBeGreaterThanOrEqual(3);
      expect(service.process.map((s) => s.step)).toEqual(service.process.map((_, i) => i + 1));
      for (const step of service.process) {
        expect(step.title).not.toBe("");
        expect(step.desc).not.toBe("");
      }
      expect(service.capabilities.length).toBeGreaterThanOrEqual(3);
      expect(service.results.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("use the spec's CTA labels", () => {
    expect(services.map((s) => s.ctaLabel)).toEqual([
      "Schedule a Consultation",
      "Start Your Project",
      "Get Started Today",
      "Automate Your Business",
    ]);
  });

  it("show the spec's automation examples on the automations page", () => {
    expect(automationExamples.map((e) => e.result)).toEqual([
      "15 hours/week saved and 40% conversion",
      "80% time reduction",
      "200+ bookings/month",
      "35% satisfaction improvement",
    ]);
    expect(services.find((s) => s.slug === "ai-business-automations")?.examples).toEqual(
      automationExamples,
    );
  });
});

describe("site-wide content", () => {
  it("home stats are the spec's figures", () => {
    expect(headlineStats.map((s) => s.value)).toEqual(["100%", "$63M+", "10,000+ hours", "SOLID"]);
    expect(headlineStats[3]?.label).toBe("ROI Guaranteed");
    expect(homePage.hero.heading).toBe("The Future is Now");
  });

  it("top bar follows the spec: Home, Industries, Services, About, Pricing, Contact Us", () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      "Home",
      "Industries",
      "Services",
      "About",
      "Pricing",
      "Contact Us",
    ]);
    const services = mainNav.find((item) => item.label === "Services");
    expect(services?.kind === "group" && services.links[0]?.label).toBe("All Services");
  });

  it("public routes are unique, include /book and no private page", () => {
    const paths = publicRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(5 + 6 + 4 + 1);
    expect(paths).toContain("/book");
    for (const path of paths)
      for (const hidden of privatePaths) expect(path.startsWith(hidden)).toBe(false);
  });

  it("contains no placeholder text", () => {
    const text = allText([industries, services, homePage]).join("\n");
    expect(text).not.toMatch(/lorem|ipsum|todo|tbd|placeholder/i);
  });
});
