import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmbeddedBooking } from "@/components/booking/embedded-booking";
import { env } from "@/env";
import { EARLY_TAP_SCRIPT } from "@/page-runtime/early-tap-script";
import { bookingFlowData } from "@/server/bookings/booking-flow-data";
import { bookMeeting } from "../actions";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Book a Meeting",
  // A copy of /book for other sites' frames: search engines index /book itself.
  robots: { index: false, follow: false },
  alternates: { canonical: "/book" },
};

/**
 * The booking flow alone, for the sites in BOOKING_EMBED_ORIGINS to frame (ADR 0078; its
 * `frame-ancestors` are set in src/proxy.ts). The same query as /book: `?type=`, `?host=`, contact
 * details. A personal link whose host takes no meetings now answers 404 with not-found.tsx.
 */
export default async function EmbeddedBookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { flow } = await bookingFlowData(await searchParams);
  if (!flow) notFound();
  return (
    <main>
      {/* Keeps a tap made before hydration (ADR 0066); /book's own copy is in _document. Before */}
      {/* the flow, so it listens before the calendar is drawn. The page is always a document */}
      {/* load (a frame's), so the script runs: one React creates on a navigation would not. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
      <EmbeddedBooking {...flow} book={bookMeeting} origins={env().BOOKING_EMBED_ORIGINS} />
    </main>
  );
}
