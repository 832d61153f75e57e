/** One line of a meeting's details. */
export function Detail({
  term,
  className = "font-medium",
  children,
}: {
  term: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="text-slate-400">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * A booked meeting's date, time (and the visitor's own, when it differs) and link, as the
 * confirmation and the manage page show them. `meetingLink` undefined leaves its line out;
 * `children` adds lines.
 */
export function MeetingDetails({
  date,
  time,
  visitorTime,
  meetingLink,
  children,
}: {
  date: string;
  time: string;
  visitorTime?: string | null;
  meetingLink?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <dl className="mt-6 space-y-3 rounded-xl border border-slate-800 bg-slate-950/50 p-4 text-sm">
      <Detail term="Date">{date}</Detail>
      <Detail term="Time">{time}</Detail>
      {visitorTime ? <Detail term="Your time">{visitorTime}</Detail> : null}
      {meetingLink !== undefined ? (
        <Detail term="Meeting link">
          {meetingLink ? (
            <a
              href={meetingLink}
              className="break-all text-sky-300 underline underline-offset-4 hover:text-sky-200"
            >
              {meetingLink}
            </a>
          ) : (
            "We will e-mail you the meeting link before the meeting."
          )}
        </Detail>
      ) : null}
      {children}
    </dl>
  );
}
