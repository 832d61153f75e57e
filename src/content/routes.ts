import { industries } from "./industries";
import { aboutPage, contactPage, homePage, pricingPage, servicesPage } from "./pages";
import { services } from "./services";

export interface PublicRoute {
  path: string;
  /** Sitemap priority: the home page first, then the pages that sell. */
  priority: number;
}

/**
 * Every indexable public page, generated from the content data: the sitemap, the e2e and
 * Lighthouse runs all read this list, so a new industry or service is covered everywhere at once.
 * /book is public and indexable (built in app/book); admin, auth and booking-management pages are not.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { path: homePage.path, priority: 1 },
  { path: servicesPage.path, priority: 0.9 },
  ...services.map((service) => ({ path: `/services/${service.slug}`, priority: 0.8 })),
  ...industries.map((industry) => ({ path: `/industry/${industry.slug}`, priority: 0.8 })),
  { path: aboutPage.path, priority: 0.6 },
  { path: pricingPage.path, priority: 0.5 },
  { path: contactPage.path, priority: 0.7 },
  { path: "/book", priority: 0.7 },
];

/** Paths that must never be indexed (robots.txt `Disallow`; the pages also send `noindex`). */
export const privatePaths = [
  "/admin",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/booking/",
  "/api/",
] as const;
