import { Head, Html, Main, NextScript } from "next/document";
import { inter } from "@/components/marketing/site-font";
import { THEME_INIT_SCRIPT } from "@/components/marketing/theme-init-script";

/**
 * The marketing pages' document (ADR 0082): the root layout's <html>, <head> script and <body>.
 * A release build serves them without Next's runtime (`unstable_runtimeJS: false` on each page):
 * NextScript writes nothing and the islands' entry, bundled by scripts/islands.mjs before the
 * build, is the page's one script. `next dev` has no such option and hydrates the whole page.
 */
export default function MarketingDocument() {
  const islandsEntry = process.env.ISLANDS_ENTRY;
  return (
    <Html lang="en" className={inter.variable}>
      <Head>
        {/* Blocking on purpose (≈400 bytes, no request): the theme must be known before first paint. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {islandsEntry ? <script type="module" src={islandsEntry} /> : null}
      </Head>
      <body className="min-h-screen bg-slate-950 font-sans text-slate-100 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
