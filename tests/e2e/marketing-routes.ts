// The marketing pages the e2e suites visit, with the main heading each must show — all derived
// from the same content data the pages render (src/content), so a new page is tested by default.
import { industries } from "@/content/industries";
import { aboutPage, contactPage, homePage, pricingPage, servicesPage } from "@/content/pages";
import { publicRoutes } from "@/content/routes";
import { services } from "@/content/services";

const headings: Record<string, string> = {
  [homePage.path]: homePage.hero.heading,
  [aboutPage.path]: aboutPage.heading,
  [servicesPage.path]: servicesPage.heading,
  [pricingPage.path]: pricingPage.heading,
  [contactPage.path]: contactPage.heading,
  ...Object.fromEntries(industries.map((i) => [`/industry/${i.slug}`, i.heading])),
  ...Object.fromEntries(services.map((s) => [`/services/${s.slug}`, s.hero.title])),
};

/** Every public route of spec §2 (the booking flow at /book has its own suite). */
export const marketingRoutes = publicRoutes
  .filter((route) => route.path !== "/book")
  .map((route) => {
    const heading = headings[route.path];
    if (!heading) throw new Error(`no expected heading for ${route.path}`);
    return { path: route.path, heading };
  });
