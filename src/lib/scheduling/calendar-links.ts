/** What a calendar needs to add a meeting: the same fields the e-mailed invitation carries. */
export interface CalendarEventDetails {
  title: string;
  description: string;
  /** The meeting link, when there is one: calendars show it as the place. */
  location: string | null;
  start: Date;
  end: Date;
}

/** `2030-01-07T09:00:00Z`: whole seconds, always UTC with its `Z` (ADR 0057). */
const utcSeconds = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, "Z");

/** Query values percent-encoded as `%20` rather than `+`, which some calendars show literally. */
function query(params: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.append(key, value);
  return search.toString().replaceAll("+", "%20");
}

/** Google Calendar's event template: opens a filled-in new event for the signed-in account. */
export function googleCalendarUrl(event: CalendarEventDetails): string {
  const compact = (instant: Date) => utcSeconds(instant).replaceAll(/[-:]/g, "");
  return `https://calendar.google.com/calendar/render?${query({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compact(event.start)}/${compact(event.end)}`,
    details: event.description,
    location: event.location,
  })}`;
}

/** Outlook on the web (personal accounts): a filled-in new event. */
export function outlookCalendarUrl(event: CalendarEventDetails): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: utcSeconds(event.start),
    enddt: utcSeconds(event.end),
    body: event.description,
    location: event.location,
  })}`;
}
