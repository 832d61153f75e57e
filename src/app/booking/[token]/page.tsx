import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AddToCalendar } from "@/components/booking/add-to-calendar";
import { BookingFrame } from "@/components/booking/booking-frame";
import { CancelBookingForm } from "@/components/booking/cancel-booking-form";
import { ChangeGuestsForm } from "@/components/booking/change-guests-form";
import { Detail, MeetingDetails } from "@/components/booking/meeting-details";
import { RescheduleFlow } from "@/components/booking/reschedule-flow";
import { buttonStyles } from "@/components/ui/button";
import { manageTokenSchema } from "@/lib/schemas/booking";
import { clocksDiffer, formatInstantDate, formatTimeRange } from "@/lib/time/format";
import { getBookingPageData } from "@/server/availability/public-availability";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { findBookingByToken, type ManagedBooking } from "@/server/bookings/find-booking-by-token";
import { managedBookingState } from "@/server/bookings/manage-booking";
import { getDb } from "@/server/db";
import { hostNames } from "@/server/hosts/meeting-people";
import { cancelMyBooking, changeMyGuests } from "./actions";

export const dynamic = "force-dynamic";

// A secret link: never indexed, never leaked to other sites through the Referer header.
export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

function when(booking: ManagedBooking, zone: string) {
  return formatTimeRange(booking.start, booking.end, zone, booking.timeFormat);
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
  const [{ view, refusal, guestsRefusal }, page] = await Promise.all([
    managedBookingState(db, { id: booking.id, token }, await defaultBookingDeps()),
    getBookingPageData(db, now),
  ]);

  const businessZone = booking.businessTimeZone;
  // Who the meeting is with: its host, or every host of a collective meeting (ADR 0088).
  const withHosts = hostNames(view.hosts);
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
      <MeetingDetails
        date={formatInstantDate(booking.start, businessZone)}
        time={when(booking, businessZone)}
        visitorTime={visitorTime}
        meetingLink={booking.status === "confirmed" ? booking.meetingLink : undefined}
      >
        {withHosts ? (
          <Detail term="With" className="font-medium">
            {withHosts}
          </Detail>
        ) : null}
        {booking.guests.length > 0 ? (
          <Detail term="Guests" className="font-medium break-all">
            {booking.guests.join(", ")}
          </Detail>
        ) : null}
        <Detail term="Status" className="font-medium capitalize">
          {booking.status}
        </Detail>
      </MeetingDetails>
      {booking.cancellable ? (
        <div className="mt-4">
          <ChangeGuestsForm
            token={token}
            guests={booking.guests}
            refusal={guestsRefusal}
            change={changeMyGuests}
          />
        </div>
      ) : null}
      {view.addToCalendar ? <AddToCalendar links={view.addToCalendar} /> : null}
      {booking.cancellable ? (
        <RescheduleFlow
          token={token}
          businessZone={businessZone}
          defaultTimeFormat={booking.timeFormat}
          today={page.today}
          lastBookableDate={page.lastBookableDate}
          current={{ date: view.date, time: view.time }}
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
