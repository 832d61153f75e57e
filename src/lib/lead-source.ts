// Where a lead came from (ADR 0069): described for staff, grouped into channels for Insights.
// Pure and free of zod; reading it from the visit is ./visit-source.ts (which every marketing page
// loads), and the schema that checks it is ./schemas/lead-source.ts.

import type { LeadSource } from "./visit-source";

export {
  HOST_NAME,
  LEAD_SOURCE_LIMITS,
  type LeadSource,
  leadSourceOfVisit,
} from "./visit-source";

/** "www.google.com" and "google.com" are one site. */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, "");

export const NOT_RECORDED = "Not recorded";
export const DIRECT = "Direct";
/** The channel of every booking an AI assistant made through the MCP endpoint. */
export const AI_ASSISTANT = "AI assistant";
/** The longest client name kept: what a client calls itself is its own choice. */
export const ASSISTANT_NAME_MAX = 100;

/** "AI assistant", or "AI assistant (Claude Desktop)" when the client gave its name. */
export function assistantLabel(name: string): string {
  return name ? `${AI_ASSISTANT} (${name})` : AI_ASSISTANT;
}

/**
 * Sites known under several hosts, named as campaign tags name them (`utm_source=linkedin`), so
 * a tagged post and a click from the same site count as one channel: search engines by country
 * (google.co.uk, google.de; not mail.google.com, which is mail), link shorteners and mobile
 * hosts (lnkd.in, t.co, l.facebook.com).
 */
const KNOWN_SITES: readonly (readonly [channel: string, hosts: RegExp])[] = [
  ["google", /^google(\.com?)?\.[a-z]{2,3}$/],
  ["bing", /^bing\.com$/],
  ["duckduckgo", /^duckduckgo\.com$/],
  ["linkedin", /^(.+\.)?(linkedin\.com|lnkd\.in)$/],
  ["facebook", /^(.+\.)?(facebook\.com|fb\.com|fb\.me)$/],
  ["instagram", /^(.+\.)?instagram\.com$/],
  ["twitter", /^(.+\.)?(twitter\.com|x\.com|t\.co)$/],
  ["youtube", /^(.+\.)?(youtube\.com|youtu\.be)$/],
  ["chatgpt", /^(.+\.)?chatgpt\.com$/],
  ["perplexity", /^(.+\.)?perplexity\.ai$/],
];

/** The channel of a site or a campaign tag: a known site's name, else the host without www. */
function channelOfName(name: string): string {
  const lower = siteOf(name);
  return KNOWN_SITES.find(([, hosts]) => hosts.test(lower))?.[0] ?? lower;
}

/**
 * The channel a lead is counted under: its campaign's source, else the site that sent it, else
 * Direct — lower-cased, and a known site under its usual name ("Google", "google" and
 * www.google.co.uk are one); a booking an AI assistant made: AI assistant, whichever client; a
 * lead with no record at all (staff's own bookings, the API without
 * a source, everything before ADR 0069): Not recorded.
 */
export function channelOf(source: LeadSource | null): string {
  if (!source) return NOT_RECORDED;
  if (source.assistant !== undefined) return AI_ASSISTANT;
  if (source.utmSource) return channelOfName(source.utmSource);
  if (source.referrer) return channelOfName(source.referrer);
  return DIRECT;
}

/**
 * One line for staff: "google / cpc · campaign spring-sale · landed on /services", "from
 * linkedin.com · landed on /about", "Direct · landed on /book", "AI assistant (Claude)"; null
 * when nothing was recorded.
 */
export function describeLeadSource(source: LeadSource | null): string | null {
  if (!source) return null;
  if (source.assistant !== undefined) return assistantLabel(source.assistant);
  const tagged = [source.utmSource, source.utmMedium].filter(Boolean).join(" / ");
  const parts = [
    tagged || (source.referrer ? `from ${siteOf(source.referrer)}` : DIRECT),
    source.utmCampaign ? `campaign ${source.utmCampaign}` : null,
    tagged && source.referrer ? `from ${siteOf(source.referrer)}` : null,
    source.landingPage ? `landed on ${source.landingPage}` : null,
  ];
  return parts.filter(Boolean).join(" · ");
}

const CSV_PARTS = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["referrer", "referrer"],
  ["landing_page", "landingPage"],
] as const;

/** The exports' lead-source columns (bookings and enquiries alike), empty when not recorded. */
export function leadSourceColumns<Row extends { source: LeadSource | null }>() {
  return CSV_PARTS.map(([header, part]) => ({
    header,
    value: (row: Row) => row.source?.[part] ?? "",
  }));
}

/** Rows as a grouped query gives them: a source (null: not recorded) and how many had it. */
type SourceCounts = readonly { source: LeadSource | null; count: number }[];

/** The leads of each channel: new bookings and enquiries. */
export interface ChannelCounts {
  channel: string;
  bookings: number;
  enquiries: number;
}

/**
 * The channels of a period's new bookings and enquiries, most bookings first (then most
 * enquiries, then by name), Not recorded last. Several rows may fall in one channel ("Google"
 * and "google").
 */
export function countByChannel(leads: {
  bookings: SourceCounts;
  enquiries: SourceCounts;
}): ChannelCounts[] {
  const channels = new Map<string, ChannelCounts>();
  for (const kind of ["bookings", "enquiries"] as const)
    for (const { source, count } of leads[kind]) {
      const channel = channelOf(source);
      const counts = channels.get(channel) ?? { channel, bookings: 0, enquiries: 0 };
      counts[kind] += count;
      channels.set(channel, counts);
    }
  const last = (channel: string) => (channel === NOT_RECORDED ? 1 : 0);
  return [...channels.values()].sort(
    (a, b) =>
      last(a.channel) - last(b.channel) ||
      b.bookings - a.bookings ||
      b.enquiries - a.enquiries ||
      a.channel.localeCompare(b.channel),
  );
}
