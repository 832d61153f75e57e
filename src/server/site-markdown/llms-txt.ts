import "server-only";
import { industries } from "@/content/industries";
import { aboutPage, contactPage, pricingPage, servicesPage } from "@/content/pages";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { industryMarkdown, serviceMarkdown } from "./page-markdown";

// /llms.txt and /llms-full.txt in the llmstxt.org format (ADR 0089): an H1, a blockquote summary,
// then sections of links. Built from the typed content when the site is built.

interface Link {
  title: string;
  path: string;
  note: string;
  /** The page's text, inlined by /llms-full.txt. */
  markdown?: () => string;
}

function sections(): [heading: string, links: Link[]][] {
  return [
    [
      "Services",
      [
        { title: "All services", path: servicesPage.path, note: servicesPage.description },
        ...services.map((service) => ({
          title: service.name,
          path: `/services/${service.slug}`,
          note: service.summary,
          markdown: () => serviceMarkdown(service),
        })),
      ],
    ],
    [
      "Industries",
      industries.map((industry) => ({
        title: `AI for ${industry.name}`,
        path: `/industry/${industry.slug}`,
        note: industry.tagline,
        markdown: () => industryMarkdown(industry),
      })),
    ],
    [
      "Company",
      [
        { title: "About", path: aboutPage.path, note: aboutPage.description },
        { title: "Pricing", path: pricingPage.path, note: pricingPage.description },
        { title: "Contact", path: contactPage.path, note: contactPage.description },
        {
          title: "Book a meeting",
          path: "/book",
          note: "Pick a day and a time; confirmed at once",
        },
      ],
    ],
    [
      "API",
      [
        {
          title: "OpenAPI document",
          path: "/api/v1/openapi.json",
          note: "The public booking API: meeting types, free times, booking, the manage link",
        },
        { title: "API reference", path: "/api/docs", note: "The same, readable" },
        {
          title: "MCP endpoint",
          path: "/api/mcp",
          note: "Streamable HTTP, no sign-in: add it to an MCP client (Claude, ChatGPT, Cursor) to find times and book",
        },
      ],
    ],
  ];
}

function llms(origin: string, full: boolean): string {
  const lines = [`# ${site.name}`, "", `> ${site.tagline}. ${site.description}`, ""];
  for (const [heading, links] of sections()) {
    lines.push(`## ${heading}`, "");
    for (const link of links) lines.push(`- [${link.title}](${origin}${link.path}): ${link.note}`);
    lines.push("");
    if (full)
      for (const link of links)
        if (link.markdown) lines.push(link.markdown().replace(/^# /, "### "), "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

export const llmsTxt = (origin: string) => llms(origin, false);
export const llmsFullTxt = (origin: string) => llms(origin, true);

export const LLMS_HEADERS = { "Content-Type": "text/plain; charset=utf-8" } as const;
