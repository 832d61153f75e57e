"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { DropdownMenu } from "radix-ui";
import type { NavItem } from "@/content/site";
import type { NavLink } from "@/content/types";
import { ChevronGlyph } from "./glyphs";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-accent-bg/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-[current=page]:text-accent";

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** Top bar for wide screens. Groups are Radix dropdown menus: click, touch, Enter/Space/↓, arrows, Esc. */
export function DesktopNav({ items, signIn }: { items: NavItem[]; signIn: NavLink }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {items.map((item) =>
        item.kind === "link" ? (
          <Link
            key={item.href}
            href={item.href}
            className={linkClass}
            aria-current={pathname === item.href ? "page" : undefined}
          >
            {item.label}
          </Link>
        ) : (
          <DropdownMenu.Root key={item.label} modal={false}>
            <DropdownMenu.Trigger
              className={`${linkClass} inline-flex items-center gap-1 data-[state=open]:text-accent`}
              aria-current={
                item.links.some((link) => isActive(pathname, link.href)) ? "true" : undefined
              }
            >
              {item.label}
              <ChevronGlyph />
            </DropdownMenu.Trigger>
            <DropdownMenu.Content
              align="start"
              sideOffset={8}
              className="z-50 w-80 rounded-xl border border-line bg-surface p-2 text-ink shadow-xl"
            >
              {item.links.map((link) => (
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
        ),
      )}
      <Link
        href={signIn.href}
        className="ml-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {signIn.label}
      </Link>
    </nav>
  );
}
