import { leadSourceOfThisVisit } from "@/components/lead-source-of-visit";
import { carryVisit } from "@/lib/visit-source";

/**
 * The paths the Pages Router serves: the marketing pages (ADR 0082) and /book (ADR 0083).
 * Everything else — the booking page other sites frame, a booking's manage page, sign-in, admin,
 * the API — is the App Router's. A link from one router's page to the other's loads a new
 * document, and so does every link on a Pages Router page (served without Next's runtime);
 * between App Router pages it stays a client-side navigation.
 */
const PAGES_ROUTER_PATH =
  /^\/(about|book|contact|pricing|services(\/[a-z0-9-]+)?|industry\/[a-z0-9-]+)?$/;

/** The App Router's public page, where a visit goes on (sign-in and admin are not a visit's). */
const PUBLIC_APP_ROUTER_PATH = /^\/book\/embed$/;

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

export const servedByPagesRouter = (href: string) => PAGES_ROUTER_PATH.test(pathOf(href));

/** A page a visitor's visit goes through: a marketing page or the booking page. */
const isPublicPage = (href: string) =>
  servedByPagesRouter(href) || PUBLIC_APP_ROUTER_PATH.test(pathOf(href));

/**
 * On a click on a link that loads a new document (to the other router's page, or any link on a
 * marketing page), just before the browser follows it: the visit's source added to its address
 * when the visit goes on from one public page to another, so the booking or enquiry made after it
 * still knows the landing page and the referring site, which the new document would otherwise
 * lose — with nothing stored (ADR 0069). Staff's pages (sign-in, admin, a booking's manage page)
 * neither give nor take one.
 */
export function carryVisitOnFollow(event: { currentTarget: HTMLAnchorElement }, href: string) {
  if (!isPublicPage(window.location.pathname) || !isPublicPage(href)) return;
  const source = leadSourceOfThisVisit();
  if (source) event.currentTarget.href = carryVisit(href, source);
}
