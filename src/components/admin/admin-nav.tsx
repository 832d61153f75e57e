"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export interface AdminTab {
  href: string;
  label: string;
}

/** The dashboard tabs: plain links with their own URLs, so reload and back keep the place. */
export function AdminNav({ tabs }: { tabs: AdminTab[] }) {
  const pathname = usePathname() ?? ""; // typed nullable for Pages Router pages (ADR 0082)
  const navRef = useRef<HTMLElement>(null);
  const isCurrent = (tab: AdminTab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`);
  const currentHref = tabs.find(isCurrent)?.href;

  // On a phone the tabs scroll sideways: bring the current one into view (Account and Audit trail
  // start off-screen), without scrolling the page.
  useEffect(() => {
    const nav = navRef.current;
    const current = currentHref && nav?.querySelector<HTMLElement>(`a[href="${currentHref}"]`);
    if (!nav || !current) return;
    const left = current.offsetLeft - nav.offsetLeft;
    if (left < nav.scrollLeft || left + current.offsetWidth > nav.scrollLeft + nav.clientWidth)
      nav.scrollLeft = Math.max(0, left - 16);
  }, [currentHref]);

  return (
    <nav ref={navRef} aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-slate-700">
        {tabs.map((tab) => {
          const current = isCurrent(tab);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? "page" : undefined}
                // An inset outline: the scrolling strip would clip one drawn outside the tab.
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-400 ${
                  current
                    ? "border-sky-400 text-sky-200"
                    : "border-transparent text-slate-300 hover:border-slate-500 hover:text-slate-100"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
