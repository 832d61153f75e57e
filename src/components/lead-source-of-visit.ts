import { type LeadSource, leadSourceOfVisit } from "@/lib/visit-source";

/**
 * The lead source of this visit as the browser knows it (ADR 0069): the address its document was
 * loaded from — the landing page, kept through the site's client-side navigations — and the page
 * that sent the visitor there. Read when a booking or an enquiry is sent; nothing is stored.
 */
export function leadSourceOfThisVisit(): LeadSource | undefined {
  if (typeof window === "undefined") return undefined;
  const [load] = performance.getEntriesByType("navigation");
  return leadSourceOfVisit({
    landingUrl: load?.name || window.location.href,
    referrer: document.referrer,
  });
}
