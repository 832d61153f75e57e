import Head from "next/head";
import { site } from "@/content/site";

/**
 * A marketing page's title, description, canonical URL and Open Graph/Twitter tags, as the App
 * Router's metadata API wrote them before these pages moved to the Pages Router (ADR 0082).
 * `origin` comes from the page's static props (APP_URL at build time): they also render in the
 * browser.
 */
export function PageHead({
  origin,
  title,
  description,
  path,
  absoluteTitle = `${title} | ${site.name}`,
}: {
  origin: string;
  title: string;
  description: string;
  path: string;
  absoluteTitle?: string;
}) {
  // As the App Router writes them: the home page's canonical URL is the bare origin.
  const url = path === "/" ? origin : new URL(path, `${origin}/`).toString();
  const image = new URL("/og-image.png", `${origin}/`).toString();
  return (
    <Head>
      <title>{absoluteTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${site.name} — ${site.tagline}`} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </Head>
  );
}
