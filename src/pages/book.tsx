import type { GetServerSideProps } from "next";
import { BookingHeader } from "@/components/booking/booking-header";
import { BookingPageFlow } from "@/components/booking/booking-page-flow";
import { PageHead } from "@/components/marketing/page-head";
import type { BookingFlowData } from "@/lib/booking/flow-data";
import { publicOrigin } from "@/lib/public-origin";
import { Island } from "@/page-runtime/island";
import { pagesData } from "@/page-runtime/pages-data";

interface BookPageProps {
  origin: string;
  flow: BookingFlowData;
  /** Opened by an unlisted type's own link: a meeting by invitation. */
  unlisted: boolean;
}

// Read on every request, as the free days change with every booking.
export const getServerSideProps: GetServerSideProps<BookPageProps> = async ({ query }) => {
  const { flow, unlisted } = await pagesData().bookingFlowData(query);
  return {
    props: {
      origin: publicOrigin({ APP_URL: process.env.APP_URL, PORT: process.env.PORT }),
      // As the island's box carries them: no undefined anywhere.
      flow: JSON.parse(JSON.stringify(flow)) as BookingFlowData,
      unlisted: unlisted !== null,
    },
  };
};
// Served without Next's runtime; the booking flow is an island hydrated at once (ADR 0083).
export const config = { unstable_runtimeJS: false };

/** The booking flow on the site's own page (what it opens with: booking-flow-data.ts). */
export default function BookPage({ origin, flow, unlisted }: BookPageProps) {
  return (
    <>
      <PageHead
        origin={origin}
        title="Book a Meeting"
        description="Book a free consultation with our AI team: pick a date and a time that suit you, in your own time zone."
        path="/book"
      />
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
            <Island name="bookingFlow" component={BookingPageFlow} props={flow} />
          </div>
        </div>
      </main>
    </>
  );
}

/** Its own small header (BookingHeader), without the marketing pages' shell. */
BookPage.withoutShell = true;
