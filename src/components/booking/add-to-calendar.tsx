import { useId } from "react";
import type { AddToCalendar as AddToCalendarLinks } from "@/lib/schemas/booking";

const linkClass =
  "inline-flex items-center rounded-full border border-slate-600 px-4 py-2 text-sm font-medium text-slate-100 transition hover:border-sky-400 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400";

/**
 * "Add to your calendar": the web calendars' new-event forms (in a new tab, without the page's
 * address as referrer: on the manage page it holds the secret token) and the .ics download that
 * desktop and phone calendars open.
 */
export function AddToCalendar({
  links,
  heading: Heading = "h2",
}: {
  links: AddToCalendarLinks;
  /** h3 inside the confirmation dialog, whose title is the h2. */
  heading?: "h2" | "h3";
}) {
  const headingId = useId();
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <Heading id={headingId} className="text-sm font-semibold text-slate-200">
        Add to your calendar
      </Heading>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a href={links.google} {...external} className={linkClass}>
            Google Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.outlook} {...external} className={linkClass}>
            Outlook.com<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.ics} download="meeting.ics" className={linkClass}>
            Apple Calendar or Outlook (.ics)
          </a>
        </li>
      </ul>
    </section>
  );
}
