"use client";

import { cardClass } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { TimeFormat } from "@/lib/time/format";
import { ListSection } from "../list-states";
import { AddCalendarForms } from "./add-calendar-forms";
import { CalendarCard } from "./calendar-card";
import { useCalendarsPanel } from "./use-calendars-panel";

type Props = { businessTimezone: string; timeFormat: TimeFormat };

/**
 * The Calendars tab (issue 13): connect an ICS feed or a CalDAV account, see each calendar's last
 * successful sync, busy periods in the booking window and last error; refresh, rename, remove;
 * for CalDAV, which calendars count as busy and the one destination for bookings.
 */
export function CalendarsPanel({ businessTimezone, timeFormat }: Props) {
  const panel = useCalendarsPanel(businessTimezone, timeFormat);
  const { toRemove } = panel;

  return (
    <div className="flex flex-col gap-8">
      <AddCalendarForms onAdded={panel.refresh} />
      <ListSection
        id="connected-heading"
        title="Connected calendars"
        headingRef={panel.headingRef}
        action={panel.action.state}
        state={panel.list}
        onRetry={panel.reload}
        loadingLabel="Loading calendars…"
        items={(data) => data.calendars}
        empty="No calendars connected yet"
      >
        {(calendars) => (
          <ul aria-label="Connected calendars" className="flex flex-col gap-4">
            {calendars.map((calendar) => (
              <li key={calendar.id} className={cardClass}>
                <CalendarCard
                  calendar={calendar}
                  when={panel.when}
                  busy={panel.busy}
                  onRefresh={() => panel.refreshNow(calendar)}
                  onRemove={() => panel.askRemove(calendar)}
                  onChanged={panel.refresh}
                />
              </li>
            ))}
          </ul>
        )}
      </ListSection>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) panel.closeRemove();
        }}
        title="Remove calendar?"
        description={
          toRemove
            ? `Remove ${toRemove.name}? Its busy times stop counting for bookings at once.`
            : ""
        }
        confirmLabel="Remove"
        pending={panel.busy}
        onConfirm={panel.confirmRemove}
        focusAfterClose={() => panel.headingRef.current}
      />
    </div>
  );
}
