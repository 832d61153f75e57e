"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { queryOf } from "./booking-list-query";

/**
 * The URL of a list tab (Bookings, Enquiries): `go` shows another selection, adding a history
 * entry. `movePageQuery` is the query of the page to show instead of an empty one (its last row
 * left the list, or an old link), or null: that move replaces the entry, so Back does not
 * return to the empty page.
 */
export function useListUrl(movePageQuery: string | null) {
  const router = useRouter();
  const pathname = usePathname();
  const movePageHref = movePageQuery === null ? null : `${pathname}?${movePageQuery}`;

  useEffect(() => {
    if (movePageHref) router.replace(movePageHref, { scroll: false });
  }, [movePageHref, router]);

  const go = (values: Record<string, string | undefined>) =>
    router.push(`${pathname}?${queryOf(values)}`, { scroll: false });

  return { go, movePageHref };
}
