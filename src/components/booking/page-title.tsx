"use client";

import { useEffect, useRef } from "react";

/**
 * The page's h1. When it changes without a page load — the manage page after "Yes, cancel the
 * meeting" re-renders as "This meeting was cancelled" — focus moves to it, so keyboard and
 * screen-reader users are told what happened instead of being left on a button that is gone.
 */
export function PageTitle({ children, className }: { children: string; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef(children);
  useEffect(() => {
    if (shown.current === children) return;
    shown.current = children;
    ref.current?.focus();
  }, [children]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
