"use client";

import { DropdownMenu } from "radix-ui";
import { useLayoutEffect, useRef } from "react";
import type { NavLink } from "@/content/types";
import { ChevronGlyph } from "./glyphs";
import { IntentLink as Link } from "./intent-link";
import { isActive, navLinkClass } from "./nav-style";

/** One top-bar group as a Radix dropdown menu: click, touch, Enter/Space/↓, arrows, Esc. */
export default function NavDropdown({
  label,
  links,
  pathname,
  defaultOpen,
  takeFocus,
}: {
  label: string;
  links: NavLink[];
  pathname: string;
  defaultOpen: boolean;
  /** Its placeholder button had keyboard focus: the trigger takes it over. */
  takeFocus: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as it replaces the placeholder
  useLayoutEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={`${navLinkClass} inline-flex items-center gap-1 data-[state=open]:text-accent`}
        aria-current={links.some((link) => isActive(pathname, link.href)) ? "true" : undefined}
      >
        {label}
        <ChevronGlyph />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={8}
        className="z-50 w-80 rounded-xl border border-line bg-surface p-2 text-ink shadow-xl"
      >
        {links.map((link) => (
          <DropdownMenu.Item key={link.href} asChild>
            <Link
              href={link.href}
              aria-current={pathname === link.href ? "page" : undefined}
              className="block rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-accent-bg/10"
            >
              <span className="block text-sm font-semibold aria-[current=page]:text-accent">
                {link.label}
              </span>
              {link.description && (
                <span className="mt-0.5 block text-xs leading-snug text-muted">
                  {link.description}
                </span>
              )}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
