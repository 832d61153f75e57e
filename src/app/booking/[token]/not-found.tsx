import Link from "next/link";
import { BookingFrame } from "@/components/booking/booking-frame";
import { buttonStyles } from "@/components/ui/button";

/** A manage link that matches no booking: a clear page (answered 404), with the way to book. */
export default function UnknownBookingLink() {
  return (
    <BookingFrame title="This link is not valid">
      <p className="mt-4 text-slate-300">
        We could not find a booking for this link. It may be mistyped or cut short: open it again
        from your confirmation e-mail.
      </p>
      <Link href="/book" className={`${buttonStyles.pill} mt-8`}>
        Book a meeting
      </Link>
    </BookingFrame>
  );
}
