import { describe, expect, it } from "vitest";
import { industries } from "@/content/industries";
import { services } from "@/content/services";
import { industryMarkdown, serviceMarkdown } from "./page-markdown";

describe("the marketing pages as Markdown", () => {
  it("gives every service its page's headings and copy", () => {
    for (const service of services) {
      const text = serviceMarkdown(service);
      expect(text.startsWith(`# ${service.name}: ${service.hero.title}\n`)).toBe(true);
      for (const part of [
        service.hero.lead,
        `## ${service.problem.heading}`,
        ...service.approach.paragraphs,
        ...service.capabilities.map((c) => c.title),
        ...service.process.map((s) => s.title),
        ...service.results.map((r) => r.label),
        service.ctaText,
      ])
        expect(text).toContain(part);
    }
  });

  it("gives every industry its narrative, each problem and solution, and its figures", () => {
    for (const industry of industries) {
      const text = industryMarkdown(industry);
      expect(text.startsWith(`# AI for ${industry.name}`)).toBe(true);
      for (const card of industry.problems) {
        expect(text).toContain(`### ${card.headline}`);
        expect(text).toContain(`Solution: ${card.solution}`);
      }
      for (const part of [...industry.narrative, ...industry.stats.map((s) => s.value)])
        expect(text).toContain(part);
    }
  });
});
