import type { AppProps } from "next/app";
import Head from "next/head";
import "@/app/globals.css";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { THEME_COLORS } from "@/components/marketing/theme-colors";
import { site } from "@/content/site";

/**
 * The public pages of the Pages Router (ADR 0082): the marketing shell (header, backdrop,
 * footer) around each — unless the page says it has its own (/book, ADR 0083) — and the metadata
 * that is the same on every page. A release serves these pages without Next's runtime, their
 * interactive parts being islands.
 */
export default function PublicApp({
  Component,
  pageProps,
}: AppProps & { Component: { withoutShell?: boolean } }) {
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {THEME_COLORS.map(({ media, color }) => (
          <meta key={media} name="theme-color" media={media} content={color} />
        ))}
        <meta name="application-name" content={site.name} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-icon.png" sizes="180x180" type="image/png" />
      </Head>
      {Component.withoutShell ? (
        <Component {...pageProps} />
      ) : (
        <MarketingShell>
          <Component {...pageProps} />
        </MarketingShell>
      )}
    </>
  );
}
