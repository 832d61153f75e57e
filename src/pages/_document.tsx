import { Head, Html, Main, NextScript } from "next/document";
import { inter } from "@/components/marketing/site-font";
import { THEME_INIT_SCRIPT } from "@/components/marketing/theme-init-script";

/** The marketing pages' document (ADR 0082): the root layout's <html>, <head> script and <body>. */
export default function MarketingDocument() {
  return (
    <Html lang="en" className={inter.variable}>
      <Head>
        {/* Blocking on purpose (≈400 bytes, no request): the theme must be known before first paint. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </Head>
      <body className="min-h-screen bg-slate-950 font-sans text-slate-100 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
