"use client";

import { usePathname } from "next/navigation";
import { Fragment, useEffect, useState } from "react";
import type { NavItem } from "@/content/site";
import type { NavLink } from "@/content/types";
import { ChevronGlyph } from "./glyphs";
import { IntentLink as Link } from "./intent-link";
import { isActive, navLinkClass } from "./nav-style";
import { useBrowserValue } from "./use-browser-value";

// The Radix menu code is loaded only where the top bar is shown (wide screens), after hydration:
// phones never download it, and it stays off the critical path everywhere. Not `lazy` in
// Suspense: that swapped the placeholder for a copy of itself while the code loaded, and the
// focused button, removed, lost keyboard focus on Preact's compat layer (ADR 0084), which unlike
// React hears the blur of a button it removes. The placeholder now stays until the menu replaces
// it, in one commit.
type NavDropdownComponent = typeof import("./nav-dropdown").default;
const loadNavDropdown = () => import("./nav-dropdown").then((module) => module.default);

const WIDE = "(min-width: 1024px)"; // Tailwind's lg, where this nav is displayed
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const readWide = () => window.matchMedia(WIDE).matches;

/** Top bar for wide screens: links, and the Industries and Services dropdown menus. */
export function DesktopNav({ items, signIn }: { items: NavItem[]; signIn: NavLink }) {
  const pathname = usePathname() ?? ""; // typed nullable for Pages Router pages (ADR 0082)
  const wide = useBrowserValue(subscribeWide, readWide, false);
  // A click on a group before its menu code has arrived opens that menu as soon as it has.
  const [pendingOpen, setPendingOpen] = useState<string | null>(null);
  // The menu's trigger replaces the group's button when its code arrives: keyboard focus on the
  // button moves to the trigger. On a marketing page that focus is what hydrated this island
  // (ADR 0082), so it is read once from the document as well.
  const [focusedGroup, setFocusedGroup] = useState<string | null>(null);
  const [NavDropdown, setNavDropdown] = useState<NavDropdownComponent | null>(null);
  // A dropped connection leaves the placeholders (the links still work) until a group is pressed,
  // which loads the menu code again and opens that group once it arrives.
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    // Kept if the screen narrows meanwhile: the render shows it only while `wide`.
    if (wide && !NavDropdown && !loadFailed)
      loadNavDropdown().then(
        (loaded) => setNavDropdown(() => loaded),
        (error: unknown) => {
          reportError(error);
          setLoadFailed(true);
        },
      );
  }, [wide, NavDropdown, loadFailed]);
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.dataset.navGroup)
      setFocusedGroup(active.dataset.navGroup);
  }, []);

  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {items.map((item) => {
        if (item.kind === "link")
          return (
            <Link
              key={item.href}
              href={item.href}
              className={navLinkClass}
              aria-current={pathname === item.href ? "page" : undefined}
            >
              {item.label}
            </Link>
          );
        const placeholder = (
          <button
            key={item.label}
            type="button"
            className={`${navLinkClass} inline-flex items-center gap-1`}
            data-nav-group={item.label}
            onFocus={() => setFocusedGroup(item.label)}
            onBlur={() => setFocusedGroup(null)}
            aria-current={
              item.links.some((link) => isActive(pathname, link.href)) ? "true" : undefined
            }
            onClick={() => {
              setPendingOpen(item.label);
              setLoadFailed(false);
            }}
            // Pressed while its menu code is on its way: shown as under way with the look of a
            // press held before an island's script (globals.css), so a slow link shows it taken.
            data-held-press={pendingOpen === item.label && !loadFailed ? "" : undefined}
            aria-busy={pendingOpen === item.label && !loadFailed ? true : undefined}
          >
            {item.label}
            <ChevronGlyph />
          </button>
        );
        return wide && NavDropdown ? (
          <NavDropdown
            key={item.label}
            label={item.label}
            links={item.links}
            pathname={pathname}
            defaultOpen={pendingOpen === item.label}
            takeFocus={focusedGroup === item.label}
          />
        ) : (
          <Fragment key={item.label}>{placeholder}</Fragment>
        );
      })}
      <Link
        href={signIn.href}
        className="ml-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {signIn.label}
      </Link>
    </nav>
  );
}
