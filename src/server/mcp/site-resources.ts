import "server-only";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { industries } from "@/content/industries";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { readBookingSettings } from "@/server/availability/booking-settings";
import { listPublicMeetingTypes } from "@/server/availability/meeting-types";
import type { Database } from "@/server/db";
import { industryMarkdown, serviceMarkdown } from "@/server/site-markdown/page-markdown";

const MARKDOWN = "text/markdown";

/** How booking works, from the settings and meeting types as they are now. */
export async function bookingGuideMarkdown(db: Database, appUrl: string): Promise<string> {
  const [settings, { meetingTypes }] = await Promise.all([
    readBookingSettings(db),
    listPublicMeetingTypes(db),
  ]);
  return [
    `# How booking a meeting with ${site.name} works`,
    "",
    `Meetings are video calls, confirmed at once. Times are on the business's clock, ${settings.timeZone}; find_available_times also gives each on the visitor's.`,
    "",
    "## Meeting types",
    "",
    ...meetingTypes.map(
      (type) =>
        `- \`${type.slug}\`: **${type.name}**, ${type.durationMinutes} minutes. ${type.description}`,
    ),
    "",
    "## Rules",
    "",
    `- The earliest time offered is ${settings.minimumNoticeMinutes} minutes from now (the minimum notice).`,
    `- Times can be booked up to ${settings.advanceLimitDays} days ahead.`,
    "- The visitor gets the invitation and a private manage link by e-mail; with it they (or an assistant) can move or cancel the meeting.",
    `- People can also book at ${appUrl}/book.`,
    "",
  ].join("\n");
}

/** The four service pages, the six industry pages and the booking guide, as Markdown. */
export function registerSiteResources(server: McpServer, db: Database, appUrl: string) {
  const pages = [
    ...services.map((service) => ({
      path: `/services/${service.slug}`,
      title: service.name,
      description: service.summary,
      text: () => serviceMarkdown(service),
    })),
    ...industries.map((industry) => ({
      path: `/industry/${industry.slug}`,
      title: `AI for ${industry.name}`,
      description: industry.tagline,
      text: () => industryMarkdown(industry),
    })),
  ];
  for (const page of pages) {
    const uri = `${appUrl}${page.path}`;
    server.registerResource(
      page.path.slice(1).replace("/", "-"),
      uri,
      { title: page.title, description: page.description, mimeType: MARKDOWN },
      async () => ({ contents: [{ uri, mimeType: MARKDOWN, text: page.text() }] }),
    );
  }
  const guide = `${appUrl}/book#how-booking-works`;
  server.registerResource(
    "how-booking-works",
    guide,
    {
      title: "How booking works",
      description: "Meeting types, durations, notice, how far ahead, the business time zone",
      mimeType: MARKDOWN,
    },
    async () => ({
      contents: [{ uri: guide, mimeType: MARKDOWN, text: await bookingGuideMarkdown(db, appUrl) }],
    }),
  );
}
