"use client";

import { lazy, Suspense, useRef, useState } from "react";
import type { NavItem } from "@/content/site";
import type { NavLink } from "@/content/types";
import { MENU_GLYPH, StrokeGlyph } from "./glyphs";

// The dialog (Radix: focus trap, scroll lock, dismissal) is fetched on intent — a touch, a hover or
// focus on the button — not with the page: most visitors never open the menu (issue 17).
const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadDialog);

/** The small-screen menu button; the full-screen menu itself is mobile-menu-dialog.tsx. */
export function MobileMenu({ items, signIn }: { items: NavItem[]; signIn: NavLink }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const warm = () => {
    loadDialog().catch(() => {}); // a failed prefetch is retried by the click
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-accent lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <StrokeGlyph d={MENU_GLYPH} />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            items={items}
            signIn={signIn}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
