import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/components/marketing/site-url";
import { publicRoutes } from "@/content/routes";

/** Every indexable public page, from the same content data the pages are rendered from. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: "monthly",
    priority: route.priority,
  }));
}
