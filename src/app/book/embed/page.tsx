import type { Metadata } from "next";
import { EmbeddedBooking } from "@/components/booking/embedded-booking";
import { env } from "@/env";
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
 * `frame-ancestors` are set in src/proxy.ts). The same query as /book: `?type=`, contact details.
 */
export default async function EmbeddedBookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { flow } = await bookingFlowData(await searchParams);
  return (
    <main>
      <EmbeddedBooking {...flow} book={bookMeeting} origins={env().BOOKING_EMBED_ORIGINS} />
    </main>
  );
}
