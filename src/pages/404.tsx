import Head from "next/head";
import { NotFoundMain } from "@/components/marketing/not-found-main";
import { notFoundPage } from "@/content/pages";
import { site } from "@/content/site";

// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

/** A slug no marketing page was built for (/services/…, /industry/…): the site's 404 page. */
export default function MarketingNotFound() {
  return (
    <>
      <Head>
        <title>{`${notFoundPage.heading} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <NotFoundMain />
    </>
  );
}
