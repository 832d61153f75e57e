"use client";

import { useCallback, useEffect, useRef } from "react";
import type { BookingCreated } from "@/lib/schemas/booking";
import { BookingFlow, type BookingFlowProps } from "./booking-flow";

/** What the framed page tells the site around it; public/embed.js listens for these. */
const EMBED_MESSAGES = {
  height: "agency-booking:height",
  booked: "agency-booking:booked",
} as const;

interface EmbeddedBookingProps extends BookingFlowProps {
  /** BOOKING_EMBED_ORIGINS: the only sites that may frame the page, so the only ones told. */
  origins: readonly string[];
}

/**
 * The booking flow for another site's frame (ADR 0078): its height as it changes, so the frame
 * fits the step shown without a scroll bar of its own, and a booking made (when and how long, no
 * personal details), so the site can count it.
 */
export function EmbeddedBooking({ origins, ...flow }: EmbeddedBookingProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Addressed to each allowed origin in turn, never "*": the browser drops a message whose
  // target is not the parent's origin, so only the site that frames the page hears it.
  const tell = useCallback(
    (message: Record<string, unknown>) => {
      if (window.parent === window) return;
      for (const origin of origins) window.parent.postMessage(message, origin);
    },
    [origins],
  );

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let told = 0;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === told) return;
      told = height;
      tell({ type: EMBED_MESSAGES.height, height });
    };
    // Once at once: Chromium runs no resize observers in a cross-origin frame below the host
    // page's fold until it is scrolled to, and the frame should have its height by then.
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [tell]);

  const onBooked = useCallback(
    ({ date, time, start, end }: BookingCreated) =>
      tell({ type: EMBED_MESSAGES.booked, booking: { date, time, start, end } }),
    [tell],
  );

  return (
    <div ref={ref} data-embedded-booking="" className="px-3 py-4 sm:px-5 sm:py-6">
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-50">
        Book a Meeting{" "}
        {flow.host ? (
          <span className="block text-lg font-semibold text-sky-200">with {flow.host.name}</span>
        ) : null}
      </h1>
      <BookingFlow {...flow} onBooked={onBooked} />
    </div>
  );
}
