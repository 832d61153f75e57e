// Where a visit came from, as the browser knows it (ADR 0069), and what a link between the site's
// two routers carries of it (ADR 0082). Small and free of zod: every marketing page loads it.

import { isStorableText } from "./storable-text";

/** What was recorded; every part may be missing (a visitor who typed the address: none). */
export interface LeadSource {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The host of the other site that sent the visitor; never its path (it can hold a search). */
  referrer?: string;
  /** The path of the visit's first page, without its query. */
  landingPage?: string;
  /**
   * Set by the server, never by a visitor: the booking came through the MCP endpoint, made by an
   * AI assistant; the client's name as it gave it when connecting, "" when it gave none.
   */
  assistant?: string;
}

export const LEAD_SOURCE_LIMITS = { tag: 100, referrer: 253, landingPage: 300 } as const;

/** A host name as a URL parser gives it: letters, digits, dots, hyphens (IDNs in punycode). */
export const HOST_NAME = /^[a-z0-9.-]+$/i;

const urlOf = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** Trimmed and cut to `max`; what the schema would refuse (a NUL from `%00`…) is left out. */
const cut = (value: string | null | undefined, max: number) => {
  const text = value?.trim().slice(0, max).trim();
  return text && isStorableText(text) ? text : undefined;
};

/**
 * What a link from a marketing page or between the site's two routers carries (ADR 0082): their
 * pages are separate documents, so the next one is told where the visit landed and which site sent
 * it. The campaign travels as the `utm_*` tags themselves.
 */
export const CARRIED = { landing: "lead_landing", referrer: "lead_referrer" } as const;

/** A path on this site: no scheme, no host (`//evil.example` is a host). */
const isSitePath = (text: string) => text.startsWith("/") && !text.startsWith("//");

/**
 * The lead source of a visit: the `utm_*` tags of the address it landed on, the host of another
 * site that sent it (the site's own pages are not a source), and the landing page's path — or
 * what a link from the site's other router carried for them (`CARRIED`). Parts that are missing
 * are left out.
 */
export function leadSourceOfVisit(visit: { landingUrl: string; referrer: string }): LeadSource {
  const landing = urlOf(visit.landingUrl);
  const param = (name: string) => landing?.searchParams.get(name) ?? undefined;
  const tag = (name: string) => cut(param(name), LEAD_SOURCE_LIMITS.tag);
  const referrer = urlOf(visit.referrer);
  const carriedReferrer = param(CARRIED.referrer)?.toLowerCase();
  const carriedLanding = param(CARRIED.landing);
  const fromElsewhere =
    referrer &&
    /^https?:$/.test(referrer.protocol) &&
    referrer.host !== landing?.host &&
    HOST_NAME.test(referrer.hostname);
  const source: LeadSource = {
    utmSource: tag("utm_source"),
    utmMedium: tag("utm_medium"),
    utmCampaign: tag("utm_campaign"),
    referrer: fromElsewhere
      ? referrer.hostname.slice(0, LEAD_SOURCE_LIMITS.referrer)
      : carriedReferrer && HOST_NAME.test(carriedReferrer)
        ? carriedReferrer.slice(0, LEAD_SOURCE_LIMITS.referrer)
        : undefined,
    landingPage: cut(
      carriedLanding && isSitePath(carriedLanding)
        ? carriedLanding.split(/[?#]/)[0]
        : landing?.pathname,
      LEAD_SOURCE_LIMITS.landingPage,
    ),
  };
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined),
  ) as LeadSource;
}

const UTM_TAGS = ["utm_source", "utm_medium", "utm_campaign"] as const;

/**
 * The address a page reached by a carried link shows once it has read its source (the browser's
 * navigation entry keeps the address it was loaded from): without what the link carried, so that
 * a copied or bookmarked address does not pass this visit's source on. Null when nothing was.
 */
export function withoutCarriedVisit(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(CARRIED.landing)) return null;
  for (const name of [...UTM_TAGS, CARRIED.referrer, CARRIED.landing])
    url.searchParams.delete(name);
  return url.href;
}

/**
 * `href` (a path on this site) with the visit's source added to its query, for a link that loads
 * a new document: tags the link already has are kept.
 */
export function carryVisit(href: string, source: LeadSource): string {
  const url = new URL(href, "http://site.invalid");
  const carried: [string, string | undefined][] = [
    ["utm_source", source.utmSource],
    ["utm_medium", source.utmMedium],
    ["utm_campaign", source.utmCampaign],
    [CARRIED.referrer, source.referrer],
    [CARRIED.landing, source.landingPage],
  ];
  for (const [name, value] of carried)
    if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
