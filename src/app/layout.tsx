import type { Metadata, Viewport } from "next";
import { inter } from "@/components/marketing/site-font";
import { siteUrl } from "@/components/marketing/site-url";
import { THEME_COLORS } from "@/components/marketing/theme-colors";
import { site } from "@/content/site";
import { THEME_INIT_SCRIPT } from "@/page-runtime/theme-init-script";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.name} — AI consulting and automation`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = {
  themeColor: [...THEME_COLORS],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // THEME_INIT_SCRIPT adds `dark` to <html> before hydration; React must not treat that as a
    // mismatch.
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Blocking on purpose (≈400 bytes, no request): the theme must be known before first paint. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-slate-950 font-sans text-slate-100 antialiased">
        {children}
      </body>
    </html>
  );
}
