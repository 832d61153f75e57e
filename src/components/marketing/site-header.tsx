import { mainNav, signInLink, site } from "@/content/site";
import type { NavLink } from "@/content/types";
import { Island } from "@/page-runtime/island";
import { DesktopNav } from "./desktop-nav";
import { IntentLink as Link } from "./intent-link";
import { MobileMenu } from "./mobile-menu";

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8">
        <rect width="64" height="64" rx="14" fill="#0b1220" />
        <circle cx="32" cy="32" r="18" fill="none" stroke="var(--glow)" strokeWidth="5" />
        <circle cx="46" cy="20" r="5" fill="#e0f2fe" />
      </svg>
      {site.name}
    </span>
  );
}

export function SiteHeader({ account = signInLink }: { account?: NavLink }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/80 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only rounded-md bg-accent-bg px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Not prefetched: on every page the logo would fetch and decode the home page's payload
            (4 requests) while the page is still hydrating — a navigation home takes one trip. */}
        <Link
          href="/"
          prefetch={false}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          aria-label={`${site.name} — home`}
        >
          <Logo />
        </Link>
        <Island name="nav" component={DesktopNav} props={{ items: mainNav, signIn: account }} />
        <Island
          name="mobileMenu"
          component={MobileMenu}
          props={{ items: mainNav, signIn: account }}
        />
      </div>
    </header>
  );
}
