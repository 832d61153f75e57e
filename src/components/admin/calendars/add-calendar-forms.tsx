"use client";

import { TextField } from "@/components/ui/field";
import {
  addCaldavCalendarSchema,
  addIcsCalendarSchema,
  type CalendarView,
} from "@/lib/schemas/calendars";
import { callApi, fieldError, type MutationState } from "../api-client";
import { CardForm } from "../card-form";
import { useHostScope } from "../host-scope";

const addCalendar = (input: unknown) =>
  callApi<{ calendar: CalendarView }>("/api/admin/calendars", { method: "POST", body: input });

function NameField({ state }: { state: MutationState }) {
  return <TextField label="Name" error={fieldError(state, "name")} name="name" maxLength={100} />;
}

/** Connect a calendar: an ICS feed (read only) or a CalDAV account (read, and bookings written). */
export function AddCalendarForms({ onAdded }: { onAdded: () => void }) {
  const { body } = useHostScope();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CardForm
        id="add-feed-heading"
        title="Add an ICS feed"
        intro="The calendar's secret or published address (Google, Outlook, iCloud, Fastmail, Nextcloud): its busy times stop those hours being offered."
        formLabel="Add an ICS feed"
        schema={addIcsCalendarSchema}
        input={(fields) => ({ ...fields, kind: "ics", ...body })}
        send={addCalendar}
        success={(data) =>
          data.calendar.error
            ? `Added ${data.calendar.name}, but its first sync failed: ${data.calendar.error}`
            : `Added ${data.calendar.name}: ${data.calendar.busyCount} busy periods`
        }
        failure={(r) => `Feed not added: ${r.error}`}
        submitLabel="Add feed"
        savingText="Adding and syncing…"
        onDone={onAdded}
      >
        {(state) => (
          <>
            <NameField state={state} />
            <TextField
              label="Feed address"
              error={fieldError(state, "url")}
              name="url"
              type="url"
              autoComplete="off"
              placeholder="https://…/basic.ics"
            />
          </>
        )}
      </CardForm>
      <CardForm
        id="add-account-heading"
        title="Connect a CalDAV account"
        intro="iCloud, Fastmail, Nextcloud, Radicale: busy times are read and bookings can be written to one calendar. Use an app password; it is stored encrypted."
        formLabel="Connect a CalDAV account"
        schema={addCaldavCalendarSchema}
        input={(fields) => ({ ...fields, kind: "caldav", ...body })}
        send={addCalendar}
        success={(data) =>
          `Connected ${data.calendar.name}: ${data.calendar.sources.length} calendars found`
        }
        failure={(r) => `Account not connected: ${r.error}`}
        submitLabel="Connect account"
        savingText="Connecting…"
        onDone={onAdded}
      >
        {(state) => (
          <>
            <NameField state={state} />
            <TextField
              label="Server address"
              error={fieldError(state, "serverUrl")}
              name="serverUrl"
              type="url"
              autoComplete="off"
              placeholder="https://caldav.icloud.com/"
            />
            <TextField
              label="Username"
              error={fieldError(state, "username")}
              name="username"
              autoComplete="off"
            />
            <TextField
              label="App password"
              error={fieldError(state, "password")}
              name="password"
              type="password"
              autoComplete="new-password"
            />
          </>
        )}
      </CardForm>
    </div>
  );
}
