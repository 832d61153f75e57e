import { type LeadSource, leadSourceOfVisit } from "@/lib/visit-source";

/**
 * The lead source of this visit as the browser knows it (ADR 0069): the address its document was
 * loaded from — the landing page, or what the link from the visit's previous page carried (ADR
 * 0082) — and the page that sent the visitor there. Read when a booking or an enquiry is sent, and
 * when a link carries it on; nothing is stored.
 */
export function leadSourceOfThisVisit(): LeadSource | undefined {
  if (typeof window === "undefined") return undefined;
  const [load] = performance.getEntriesByType("navigation");
  return leadSourceOfVisit({
    landingUrl: load?.name || window.location.href,
    referrer: document.referrer,
  });
}
