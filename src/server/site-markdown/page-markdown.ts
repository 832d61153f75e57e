import "server-only";
import type { Industry, Service, Stat } from "@/content/types";

// The marketing pages as Markdown, from the same typed content the pages render (ADR 0089): the
// MCP endpoint's resources. Headings follow the pages' own, so the two stay in step.

const stats = (list: readonly Stat[]) => list.map((stat) => `- **${stat.value}** ${stat.label}`);
const paragraphs = (list: readonly string[]) => list.flatMap((text) => [text, ""]);

export function serviceMarkdown(service: Service): string {
  return [
    `# ${service.name}: ${service.hero.title}`,
    "",
    service.hero.lead,
    "",
    `## ${service.problem.heading}`,
    "",
    ...paragraphs(service.problem.paragraphs),
    ...stats([service.problem.stat]),
    "",
    `## ${service.approach.heading}`,
    "",
    ...paragraphs(service.approach.paragraphs),
    "## What we build",
    "",
    ...service.capabilities.map((c) => `- **${c.title}**: ${c.desc}`),
    "",
    "## How we work",
    "",
    ...service.process.map((step) => `${step.step}. **${step.title}**: ${step.desc}`),
    "",
    "## Results",
    "",
    ...stats(service.results),
    "",
    ...(service.examples
      ? [
          "## Automation examples",
          "",
          ...service.examples.map((e) => `- **${e.industry}**: ${e.automation} (${e.result})`),
          "",
        ]
      : []),
    `## ${service.ctaHeading}`,
    "",
    service.ctaText,
    "",
  ].join("\n");
}

export function industryMarkdown(industry: Industry): string {
  return [
    `# AI for ${industry.name}: ${industry.heading}`,
    "",
    ...paragraphs(industry.narrative),
    "## Problems & Solutions",
    "",
    ...industry.problems.flatMap((card) => [
      `### ${card.headline}`,
      "",
      `Problem: ${card.problem}`,
      "",
      `Solution: ${card.solution}`,
      "",
    ]),
    "## Results",
    "",
    ...stats(industry.stats),
    "",
    `## ${industry.tagline}`,
    "",
    industry.ctaText,
    "",
  ].join("\n");
}
