import type { GetServerSideProps } from "next";
import Head from "next/head";
import { BookingHeader } from "@/components/booking/booking-header";
import { BookingPageFlow } from "@/components/booking/booking-page-flow";
import {
  INACTIVE_HOST_LINK_TITLE,
  InactiveHostLink,
} from "@/components/booking/inactive-host-link";
import { PageHead } from "@/components/marketing/page-head";
import type { BookingFlowData } from "@/lib/booking/flow-data";
import { publicOrigin } from "@/lib/public-origin";
import { Island } from "@/page-runtime/island";
import { pagesData } from "@/page-runtime/pages-data";

interface BookPageProps {
  origin: string;
  /** Null: `?host=` names nobody who takes meetings now (answered 404). */
  flow: BookingFlowData | null;
  /** Opened by an unlisted type's own link: a meeting by invitation. */
  unlisted: boolean;
}

// Read on every request, as the free days change with every booking.
export const getServerSideProps: GetServerSideProps<BookPageProps> = async ({ query, res }) => {
  const { flow, unlisted } = await pagesData().bookingFlowData(query);
  if (!flow) res.statusCode = 404;
  return {
    props: {
      origin: publicOrigin({ APP_URL: process.env.APP_URL, PORT: process.env.PORT }),
      // As the island's box carries them: no undefined anywhere.
      flow: flow && (JSON.parse(JSON.stringify(flow)) as BookingFlowData),
      unlisted: unlisted !== null,
    },
  };
};
// Served without Next's runtime; the booking flow is an island hydrated at once (ADR 0083).
export const config = { unstable_runtimeJS: false };

/** The booking flow on the site's own page (what it opens with: booking-flow-data.ts). */
export default function BookPage({ origin, flow, unlisted }: BookPageProps) {
  const host = flow?.host ?? null;
  return (
    <>
      {flow ? (
        <PageHead
          origin={origin}
          title={host ? `Book a Meeting with ${host.name}` : "Book a Meeting"}
          description={`Book a free consultation with ${host ? host.name : "our AI team"}: pick a date and a time that suit you, in your own time zone.`}
          // A personal link is a page of its own, not a copy of /book.
          path={host ? `/book?host=${encodeURIComponent(host.slug)}` : "/book"}
        />
      ) : (
        <Head>
          <title>{INACTIVE_HOST_LINK_TITLE}</title>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      <BookingHeader />
      <main className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-96 bg-[radial-gradient(ellipse_at_top,rgba(56,189,248,0.18),transparent_65%)]"
        />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          {flow ? (
            <FlowIntro unlisted={unlisted} hostName={host?.name ?? null} />
          ) : (
            <h1 className="text-4xl font-bold tracking-tight text-slate-50 sm:text-5xl">
              {INACTIVE_HOST_LINK_TITLE}
            </h1>
          )}
          {flow ? (
            <div className="mt-10">
              <Island name="bookingFlow" component={BookingPageFlow} props={flow} />
            </div>
          ) : (
            <InactiveHostLink teamHref="/book" />
          )}
        </div>
      </main>
    </>
  );
}

/** The page's heading, and whom the meeting is with on a personal link. */
function FlowIntro({ unlisted, hostName }: { unlisted: boolean; hostName: string | null }) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
        {/* An unlisted type is sent to chosen people, and need not be free. */}
        {unlisted ? "By invitation" : "Free consultation"}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-50 sm:text-5xl">
        Book a Meeting{" "}
        {hostName ? (
          <span className="mt-2 block text-2xl font-semibold text-sky-200">with {hostName}</span>
        ) : null}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-300">
        Tell us where you want AI to make a difference. Pick a date and a time that suit you — we
        will send a calendar invitation and, for meetings more than a day away, a reminder 24 hours
        before.
      </p>
    </>
  );
}

/** Its own small header (BookingHeader), without the marketing pages' shell. */
BookPage.withoutShell = true;
