import { describe, expect, it } from "vitest";
import { industries } from "@/content/industries";
import { publicRoutes } from "@/content/routes";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { llmsFullTxt, llmsTxt } from "./llms-txt";

const ORIGIN = "https://agency.example";

describe("llms.txt", () => {
  it("has the llmstxt.org shape: an H1, a blockquote, sections of links", () => {
    const lines = llmsTxt(ORIGIN).split("\n");
    expect(lines[0]).toBe(`# ${site.name}`);
    expect(lines[2]).toMatch(/^> .+/);
    const headings = lines.filter((line) => line.startsWith("## "));
    expect(headings).toEqual(["## Services", "## Industries", "## Company", "## API"]);
    for (const line of lines.filter((l) => l.startsWith("- ")))
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/agency\.example\/[^)]*\): .+$/);
  });

  it("links every public page but the home page, the API and the MCP endpoint", () => {
    const text = llmsTxt(ORIGIN);
    for (const route of publicRoutes.filter((r) => r.path !== "/"))
      expect(text).toContain(`](${ORIGIN}${route.path})`);
    for (const path of ["/api/v1/openapi.json", "/api/docs", "/api/mcp"])
      expect(text).toContain(`](${ORIGIN}${path})`);
  });

  it("inlines every service and industry page in the full version", () => {
    const full = llmsFullTxt(ORIGIN);
    expect(full.startsWith(llmsTxt(ORIGIN).split("## Services")[0]!)).toBe(true);
    for (const service of services) expect(full).toContain(service.hero.lead);
    for (const industry of industries) expect(full).toContain(industry.problems[0]!.solution);
  });
});
