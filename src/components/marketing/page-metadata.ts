import "server-only";
import type { Metadata } from "next";
import { site } from "@/content/site";

/**
 * Title, description, canonical URL and Open Graph/Twitter tags for one public page. URLs are
 * relative: the root layout's metadataBase (APP_URL) makes them absolute.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  const image = {
    url: "/og-image.png",
    width: 1200,
    height: 630,
    alt: `${site.name} — ${site.tagline}`,
  };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_GB",
      url: path,
      title,
      description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}
