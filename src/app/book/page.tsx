import type { Metadata } from "next";
import { BookingFlow } from "@/components/booking/booking-flow";
import { BookingHeader } from "@/components/booking/booking-header";
import { bookingFlowProps } from "./booking-flow-props";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Book a Meeting",
  description:
    "Book a free consultation with our AI team: pick a date and a time that suit you, in your own time zone.",
  alternates: { canonical: "/book" },
};

/** The booking flow on the site's own page (what it opens with: booking-flow-props.ts). */
export default async function BookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { flow, unlisted } = await bookingFlowProps(await searchParams);
  return (
    <>
      <BookingHeader />
      <main className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-96 bg-[radial-gradient(ellipse_at_top,rgba(56,189,248,0.18),transparent_65%)]"
        />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
            {/* An unlisted type is sent to chosen people, and need not be free. */}
            {unlisted ? "By invitation" : "Free consultation"}
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-50 sm:text-5xl">
            Book a Meeting
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-300">
            Tell us where you want AI to make a difference. Pick a date and a time that suit you —
            we will send a calendar invitation and, for meetings more than a day away, a reminder 24
            hours before.
          </p>
          <div className="mt-10">
            <BookingFlow {...flow} />
          </div>
        </div>
      </main>
    </>
  );
}
