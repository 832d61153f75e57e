import type { Metadata } from "next";
import { BookingFlow } from "@/components/booking/booking-flow";
import { BookingHeader } from "@/components/booking/booking-header";
import { answersPrefill, contactPrefill } from "@/components/booking/contact-values";
import { findLinkedMeetingType, listPublicMeetingTypes } from "@/server/availability/meeting-types";
import { getBookingPageData, getOpeningMonth } from "@/server/availability/public-availability";
import { getDb } from "@/server/db";
import { bookMeeting } from "./actions";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Book a Meeting",
  description:
    "Book a free consultation with our AI team: pick a date and a time that suit you, in your own time zone.",
  alternates: { canonical: "/book" },
};

/**
 * With one active meeting type the flow is the spec's (no type anywhere). With two or more it
 * starts on the Type step, unless `?type=<slug>` names an active type (service pages link so);
 * an unlisted type's link shows that type alone.
 * `?firstName=…&email=…` and the other contact fields fill the contact step in.
 */
export default async function BookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const db = await getDb();
  const now = new Date();
  const [page, { meetingTypes: listed }, query] = [
    await getBookingPageData(db, now),
    await listPublicMeetingTypes(db),
    await searchParams,
  ];
  const link = typeof query.type === "string" ? await findLinkedMeetingType(db, query.type) : null;
  // An unlisted type's own link is a page for that type alone: no Type step, no other type.
  const unlisted = link && !link.listed ? link.type : null;
  const meetingTypes = unlisted ? [unlisted] : listed;
  const linked = link?.type.slug ?? null;
  const prefill = contactPrefill(query);
  const prefillAnswers = answersPrefill(query);
  const where = unlisted
    ? { step: "date" as const, meetingType: linked }
    : meetingTypes.length < 2
      ? { step: "date" as const, meetingType: null }
      : { step: linked ? ("date" as const) : ("type" as const), meetingType: linked };
  const opening = await getOpeningMonth(
    db,
    {
      today: page.today,
      lastBookableDate: page.lastBookableDate,
      type: where.meetingType ?? undefined,
    },
    now,
  );
  const start = { ...where, prefill, prefillAnswers, month: opening.month };
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
            <BookingFlow
              businessZone={page.timezone}
              defaultTimeFormat={page.timeFormat}
              today={page.today}
              lastBookableDate={page.lastBookableDate}
              initialStatuses={Object.fromEntries(opening.days.map((d) => [d.date, d.status]))}
              book={bookMeeting}
              meetingTypes={meetingTypes}
              start={start}
            />
          </div>
        </div>
      </main>
    </>
  );
}
