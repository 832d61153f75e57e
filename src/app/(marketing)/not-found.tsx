import type { Metadata } from "next";
import { NotFoundMain } from "@/components/marketing/not-found-main";
import { notFoundPage } from "@/content/pages";

export const metadata: Metadata = { title: notFoundPage.heading };

/**
 * notFound() inside a marketing page: the layout already draws the header and footer. Without this
 * file the root one would draw them a second time, and every marketing page's payload would carry
 * that second shell as the layout's 404 fallback.
 */
export default function MarketingNotFound() {
  return <NotFoundMain />;
}
