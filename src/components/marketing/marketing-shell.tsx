import type { ReactNode } from "react";
import { AnimatedBackground } from "./animated-background";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, animated background and footer around every public page (and the 404 page). */
export function MarketingShell({ children }: { children: ReactNode }) {
  return (
    // `isolate` makes this the stacking context, so the fixed background layers (z < 0) paint
    // above this surface colour and below the content.
    <div className="relative isolate flex min-h-screen flex-col bg-surface text-ink">
      <AnimatedBackground />
      <SiteHeader />
      {children}
      <SiteFooter />
    </div>
  );
}

/** A page's <main>: its theme (spec §2, colour per page) is read by globals.css through :has(). */
export function PageMain({ theme, children }: { theme: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} data-page-theme={theme} className="flex-1 outline-none">
      {children}
    </main>
  );
}
