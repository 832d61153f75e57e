import { type DocumentProps, Head, Html, Main, NextScript } from "next/document";
import { inter } from "@/components/marketing/site-font";
import { EARLY_TAP_SCRIPT } from "@/page-runtime/early-tap-script";
import { THEME_INIT_SCRIPT } from "@/page-runtime/theme-init-script";

/**
 * The public pages' document (ADR 0082): the root layout's <html>, <head> scripts and <body>.
 * A release build serves them without Next's runtime (`unstable_runtimeJS: false` on each page):
 * NextScript writes nothing and the islands' entry, bundled by scripts/islands.mjs before the
 * build, is the page's one script. `next dev` has no such option and hydrates the whole page.
 */
export default function PublicDocument({ __NEXT_DATA__ }: DocumentProps) {
  const islandsEntry = process.env.ISLANDS_ENTRY;
  return (
    <Html lang="en" className={inter.variable}>
      <Head>
        {/* Blocking on purpose (≈400 bytes, no request): the theme must be known before first paint. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {/* Keeps a tap on /book made before its flow has hydrated (ADR 0066). */}
        {__NEXT_DATA__.page === "/book" ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash
          <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
        ) : null}
        {/* Async: a module script would otherwise hold DOMContentLoaded until it has run. */}
        {islandsEntry ? <script type="module" async src={islandsEntry} /> : null}
      </Head>
      <body className="min-h-screen bg-slate-950 font-sans text-slate-100 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
