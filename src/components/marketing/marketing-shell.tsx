import type { ReactNode } from "react";
import { signInLink } from "@/content/site";
import type { NavLink } from "@/content/types";
import { AnimatedBackground } from "./animated-background";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, animated background and footer around every public page (and the 404 page), and the
 * header and footer around the admin area (spec §2: /admin is wrapped in the public layout), where
 * the account link leads to the dashboard instead of the sign-in page.
 */
export function MarketingShell({
  children,
  background = true,
  account = signInLink,
}: {
  children: ReactNode;
  /** The animated gradient and particles; off where people work (the admin area). */
  background?: boolean;
  account?: NavLink;
}) {
  return (
    // `isolate` makes this the stacking context, so the fixed background layers (z < 0) paint
    // above this surface colour and below the content.
    <div className="relative isolate flex min-h-screen flex-col bg-surface text-ink">
      {background ? <AnimatedBackground /> : null}
      <SiteHeader account={account} />
      {children}
      <SiteFooter account={account} />
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
