import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/components/marketing/site-url";
import { privatePaths } from "@/content/routes";

export default function robots(): MetadataRoute.Robots {
  return {
    // llms.txt (llmstxt.org) named here so crawlers that read robots.txt find it.
    rules: [
      {
        userAgent: "*",
        allow: ["/", "/llms.txt", "/llms-full.txt"],
        disallow: [...privatePaths],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
