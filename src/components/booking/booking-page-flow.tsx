"use client";

import type { BookingFlowData } from "@/lib/booking/flow-data";
import { postForResult } from "@/lib/post-for-result";
import type { BookingCreated, BookingRequestInput } from "@/lib/schemas/booking";
import { BookingFlow } from "./booking-flow";

/** /book's way to book: the public API, as another site's integration would (ADR 0083). */
const bookThroughApi = (input: BookingRequestInput) =>
  postForResult<BookingCreated>("/api/v1/bookings", input);

/**
 * The booking flow of /book, an island of a page served without Next's runtime (ADR 0083):
 * hydrated from its plain-data props as soon as the page's script runs.
 */
export function BookingPageFlow(props: BookingFlowData) {
  return <BookingFlow {...props} book={bookThroughApi} />;
}
