import "server-only";

/** A booking's time as the admin routes that change it answer (reschedule, reassign). */
export const bookingTimeAnswer = (booking: {
  id: string;
  date: string;
  time: string;
  start: Date;
  end: Date;
}) => ({
  id: booking.id,
  date: booking.date,
  time: booking.time,
  start: booking.start.toISOString(),
  end: booking.end.toISOString(),
});
