"use client";

import { useRouter as usePagesRouter } from "next/compat/router";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ComponentProps, forwardRef } from "react";
import { carryVisitOnFollow, servedByPagesRouter } from "./router-hop";

type Props = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & {
  href: string;
  /** false: never prefetched (the booking flow: a data-loading page). */
  prefetch?: false;
};

/**
 * The site's internal link: prefetched on intent (pointer over it, a touch, keyboard focus), not
 * when it scrolls into view. Next's default prefetches every link in the viewport: on a short page
 * the footer's fifteen links fetched and decoded fifteen payloads and their code while the page
 * was still loading, most of the main-thread time of /pricing (issue 17, ADR 0080).
 */
// With forwardRef, not React 19's `ref` prop: in the browser's islands Preact's compat layer (ADR
// 0084) hands a function component the ref only through it (a menu item's `asChild` passes one).
export const IntentLink = forwardRef<HTMLAnchorElement, Props>(function IntentLink(
  { href, prefetch, onPointerEnter, onTouchStart, onFocus, ...rest },
  ref,
) {
  const router = useRouter();
  const inPagesRouter = usePagesRouter() !== null;
  if (href.startsWith("/") && servedByPagesRouter(href) !== inPagesRouter) {
    // The other router's page (ADR 0082): a plain link, a new document, nothing to prefetch.
    const { onClick, onAuxClick, className, children, ...anchor } = rest;
    return (
      <a
        ref={ref}
        href={href}
        className={className}
        onClick={(event) => {
          carryVisitOnFollow(event, href);
          onClick?.(event);
        }}
        onAuxClick={(event) => {
          carryVisitOnFollow(event, href);
          onAuxClick?.(event);
        }}
        {...anchor}
      >
        {children}
      </a>
    );
  }
  const warm = () => {
    if (prefetch !== false && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <Link
      ref={ref}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        warm();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
});
