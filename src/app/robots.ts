import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/components/marketing/site-url";
import { privatePaths } from "@/content/routes";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...privatePaths] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
