"use client";

import { usePathname } from "next/navigation";
import { Dialog } from "radix-ui";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import type { NavItem } from "@/content/site";
import type { NavLink } from "@/content/types";
import { ChevronGlyph, CLOSE_GLYPH, StrokeGlyph } from "./glyphs";
import { IntentLink as Link } from "./intent-link";

const rowClass =
  "flex w-full items-center justify-between rounded-lg px-4 py-3 text-left text-lg font-semibold text-ink hover:bg-accent-bg/10 focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:text-accent";

function MenuGroup({
  label,
  links,
  pathname,
  onNavigate,
}: {
  label: string;
  links: NavLink[];
  pathname: string;
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={rowClass}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {label}
        <ChevronGlyph className="size-5" open={expanded} />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-4 border-l border-line pl-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={pathname === link.href ? "page" : undefined}
              className="block rounded-lg px-4 py-2.5 text-base text-ink hover:bg-accent-bg/10 focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Full-screen menu for small screens: a Radix dialog (focus trapped, Esc closes, focus returns to
 * the opener) with collapsible Industries and Services groups. Closes on every navigation. Loaded
 * on demand by MobileMenu (mobile-menu.tsx), which owns the opener button.
 */
export default function MobileMenuDialog({
  items,
  signIn,
  open,
  onOpenChange,
  opener,
}: {
  items: NavItem[];
  signIn: NavLink;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const pathname = usePathname() ?? ""; // typed nullable for Pages Router pages (ADR 0082)
  // Also close when the route changes by other means (back button, a link outside the menu); not
  // on mount, which is the click that opened it.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 overflow-y-auto bg-surface px-4 pb-10 pt-4 text-ink lg:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="px-4 text-sm font-semibold uppercase tracking-widest text-muted">
              Menu
            </Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 text-ink focus-visible:outline-2 focus-visible:outline-accent"
              aria-label="Close menu"
            >
              <StrokeGlyph d={CLOSE_GLYPH} />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="mt-4">
            <ul className="space-y-1">
              {items.map((item) =>
                item.kind === "link" ? (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={close}
                      className={rowClass}
                      aria-current={pathname === item.href ? "page" : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                ) : (
                  <MenuGroup
                    key={item.label}
                    label={item.label}
                    links={item.links}
                    pathname={pathname}
                    onNavigate={close}
                  />
                ),
              )}
              <li className="pt-4">
                <Link
                  href={signIn.href}
                  onClick={close}
                  className="block rounded-full border border-line px-4 py-3 text-center text-lg font-semibold text-ink focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {signIn.label}
                </Link>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
