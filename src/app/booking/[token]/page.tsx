import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BookingFrame } from "@/components/booking/booking-frame";
import { CancelBookingForm } from "@/components/booking/cancel-booking-form";
import { RescheduleFlow } from "@/components/booking/reschedule-flow";
import { buttonStyles } from "@/components/ui/button";
import { manageTokenSchema } from "@/lib/schemas/booking";
import { clocksDiffer, formatInstantDate, formatInstantTime } from "@/lib/time/format";
import { zoneAbbreviation } from "@/lib/time/zoned";
import { getBookingPageData } from "@/server/availability/public-availability";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { findBookingByToken, type ManagedBooking } from "@/server/bookings/find-booking-by-token";
import { managedBookingState } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { cancelMyBooking } from "./actions";

export const dynamic = "force-dynamic";

// A secret link: never indexed, never leaked to other sites through the Referer header.
export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

function when(booking: ManagedBooking, zone: string) {
  const from = formatInstantTime(booking.start, zone, booking.timeFormat);
  const to = formatInstantTime(booking.end, zone, booking.timeFormat);
  return `${from} – ${to} (${zone}, ${zoneAbbreviation(booking.start, zone)})`;
}

export default async function ManageBookingPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const valid = manageTokenSchema.safeParse({ token }).success;
  const now = new Date();
  const db = await getDb();
  const booking = valid ? await findBookingByToken(db, token, now) : null;

  // An unknown token answers 404 with the page in not-found.tsx.
  if (!booking) notFound();
  const [{ view, refusal }, page] = await Promise.all([
    managedBookingState(db, booking.id, await defaultBookingDeps()),
    getBookingPageData(db, now),
  ]);

  const businessZone = booking.businessTimeZone;
  const visitorTime = clocksDiffer(booking.start, booking.visitorTimeZone, businessZone)
    ? `${when(booking, booking.visitorTimeZone)}, ${formatInstantDate(booking.start, booking.visitorTimeZone)}`
    : null;
  const title =
    booking.status === "cancelled"
      ? "This meeting was cancelled"
      : booking.cancellable
        ? `Your meeting, ${booking.firstName}`
        : booking.end > now
          ? "This meeting is in progress"
          : "This meeting has taken place";

  return (
    <BookingFrame title={title}>
      <dl className="mt-6 space-y-3 rounded-xl border border-slate-800 bg-slate-950/50 p-4 text-sm">
        <div>
          <dt className="text-slate-400">Date</dt>
          <dd className="font-medium">{formatInstantDate(booking.start, businessZone)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Time</dt>
          <dd className="font-medium">{when(booking, businessZone)}</dd>
        </div>
        {visitorTime ? (
          <div>
            <dt className="text-slate-400">Your time</dt>
            <dd className="font-medium">{visitorTime}</dd>
          </div>
        ) : null}
        {booking.status === "confirmed" ? (
          <div>
            <dt className="text-slate-400">Meeting link</dt>
            <dd className="font-medium">
              {booking.meetingLink ? (
                <a
                  href={booking.meetingLink}
                  className="break-all text-sky-300 underline underline-offset-4"
                >
                  {booking.meetingLink}
                </a>
              ) : (
                "We will e-mail you the meeting link before the meeting."
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-400">Status</dt>
          <dd className="font-medium capitalize">{booking.status}</dd>
        </div>
      </dl>
      {booking.cancellable ? (
        <RescheduleFlow
          token={token}
          businessZone={businessZone}
          defaultTimeFormat={booking.timeFormat}
          today={page.today}
          lastBookableDate={page.lastBookableDate}
          current={{ date: view.date, time: view.time }}
          meetingType={view.type}
          canReschedule={view.canReschedule}
          refusal={refusal}
        />
      ) : null}
      <div className="mt-8">
        {booking.cancellable ? (
          <CancelBookingForm token={token} cancel={cancelMyBooking} />
        ) : (
          <Link href="/book" className={buttonStyles.pill}>
            Book another meeting
          </Link>
        )}
      </div>
    </BookingFrame>
  );
}
