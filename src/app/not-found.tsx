import type { Metadata } from "next";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { NotFoundMain } from "@/components/marketing/not-found-main";
import { notFoundPage } from "@/content/pages";

// Next.js adds `<meta name="robots" content="noindex">` to every 404 by itself.
export const metadata: Metadata = { title: notFoundPage.heading };

/** An address nothing matches: the 404 page with the site's header and footer around it. */
export default function NotFound() {
  return (
    <MarketingShell>
      <NotFoundMain />
    </MarketingShell>
  );
}
