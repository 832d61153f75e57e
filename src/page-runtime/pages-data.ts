// No `server-only` here: the Pages Router imports this file (ADR 0083). It holds types and the
// accessor only; the functions themselves are registered by the server's boot.
import type { BookingPageData } from "@/lib/booking/flow-data";

/**
 * What the Pages Router's server code reads from the server's modules. Turbopack refuses any
 * module marked `server-only` in a Pages Router page (getServerSideProps included), and every
 * server module is marked, so the boot (src/server/wiring/boot.ts, loaded by instrumentation)
 * hands the pages these functions through globalThis, as the server entry shares its hooks.
 */
export interface PagesData {
  /** src/server/bookings/booking-flow-data.ts */
  bookingFlowData(query: Record<string, string | string[] | undefined>): Promise<BookingPageData>;
}

const holder = globalThis as unknown as { __agencyPagesData?: PagesData };

export function registerPagesData(data: PagesData) {
  holder.__agencyPagesData = data;
}

/** The server's functions for a page; throws when the server did not boot through instrumentation. */
export function pagesData(): PagesData {
  const data = holder.__agencyPagesData;
  if (!data) throw new Error("The server's data for pages is not registered: was it booted?");
  return data;
}
