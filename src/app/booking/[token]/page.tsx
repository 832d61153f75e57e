import type { Metadata } from "next";
import Link from "next/link";
import { BookingHeader } from "@/components/booking/booking-header";
import { CancelBookingForm } from "@/components/booking/cancel-booking-form";
import { PageTitle } from "@/components/booking/page-title";
import { buttonStyles } from "@/components/booking/styles";
import { manageTokenSchema } from "@/lib/schemas/booking";
import { formatInstantDate, formatInstantTime } from "@/lib/time/format";
import { zoneAbbreviation } from "@/lib/time/zoned";
import { findBookingByToken, type ManagedBooking } from "@/server/bookings/find-booking-by-token";
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

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <BookingHeader />
      <main className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className="rounded-3xl border border-slate-800 bg-slate-900/70 p-6 shadow-2xl shadow-sky-950/30 sm:p-8">
          <PageTitle className="text-3xl font-bold tracking-tight text-slate-50 focus:outline-none">
            {title}
          </PageTitle>
          {children}
        </div>
      </main>
    </>
  );
}

export default async function ManageBookingPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const valid = manageTokenSchema.safeParse({ token }).success;
  const now = new Date();
  const booking = valid ? await findBookingByToken(await getDb(), token, now) : null;

  if (!booking)
    return (
      <Frame title="This link is not valid">
        <p className="mt-4 text-slate-300">
          We could not find a booking for this link. It may be mistyped or cut short: open it again
          from your confirmation e-mail.
        </p>
        <Link href="/book" className={`${buttonStyles.primary} mt-8`}>
          Book a meeting
        </Link>
      </Frame>
    );

  const businessZone = booking.businessTimeZone;
  const visitorTime =
    booking.visitorTimeZone !== businessZone &&
    formatInstantTime(booking.start, booking.visitorTimeZone, "24h") !==
      formatInstantTime(booking.start, businessZone, "24h")
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
    <Frame title={title}>
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
            <dd className="font-medium break-all">
              {booking.meetingLink ? (
                <a href={booking.meetingLink} className="text-sky-300 underline underline-offset-4">
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
      <div className="mt-8">
        {booking.cancellable ? (
          <CancelBookingForm token={token} cancel={cancelMyBooking} />
        ) : (
          <Link href="/book" className={buttonStyles.primary}>
            Book another meeting
          </Link>
        )}
      </div>
    </Frame>
  );
}
