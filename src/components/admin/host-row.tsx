"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { type HostSummary, updateHostSchema } from "@/lib/schemas/hosts";
import { callApi, fieldError, useMutation } from "./api-client";
import { SubmitRow } from "./save-status";

/** One of a host's meetings this week, as the Team page's server wrote it out. */
export interface WeekMeeting {
  bookingId: string;
  when: string;
  visitor: string;
  meetingType: string;
}

interface HostRowProps {
  host: HostSummary;
  week: readonly WeekMeeting[];
  canManage: boolean;
  busy: boolean;
  onSaved: () => void;
  onActive: (active: boolean) => void;
}

/** One host: name, link name, whose account, whether they take meetings; super admins edit. */
export function HostRow({ host, week, canManage, busy, onSaved, onActive }: HostRowProps) {
  return (
    <li aria-label={host.name} className={`${cardClass} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-1">
          <span className="font-semibold">{host.name}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
            <Badge tone={host.active ? "active" : "inactive"}>
              {host.active ? "takes meetings" : "takes no meetings"}
            </Badge>
            <span>Link name: {host.slug}</span>
            <span className="break-all">{host.email}</span>
          </span>
        </div>
        {canManage ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onActive(!host.active)}
            aria-label={`${host.active ? "Stop" : "Resume"} meetings for ${host.name}`}
          >
            {host.active ? "Stop taking meetings" : "Take meetings again"}
          </Button>
        ) : null}
      </div>
      <HostWeek name={host.name} week={week} />
      {canManage ? <HostEditForm host={host} onSaved={onSaved} /> : null}
    </li>
  );
}

function HostWeek({ name, week }: { name: string; week: readonly WeekMeeting[] }) {
  if (week.length === 0) return <p className="text-sm text-slate-400">No meetings this week.</p>;
  return (
    <div className="text-sm">
      <p className="font-medium text-slate-200">
        This week: {week.length} {week.length === 1 ? "meeting" : "meetings"}
      </p>
      <ul aria-label={`${name}'s meetings this week`} className="mt-1 flex flex-col gap-0.5">
        {week.map((meeting) => (
          <li key={meeting.bookingId} className="text-slate-300">
            {meeting.when}: {meeting.visitor} ({meeting.meetingType})
          </li>
        ))}
      </ul>
    </div>
  );
}

function HostEditForm({ host, onSaved }: { host: HostSummary; onSaved: () => void }) {
  const mutation = useMutation();
  const { state } = mutation;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const saved = await mutation.run({
      schema: updateHostSchema,
      input: {
        id: host.id,
        name: data.get("name"),
        slug: data.get("slug"),
        // Blank clears it: the host's bookings take the site's template again.
        meetingUrlTemplate: data.get("meetingUrlTemplate"),
      },
      send: ({ id, ...body }) =>
        callApi<{ host: HostSummary }>(`/api/admin/hosts/${id}`, { method: "PATCH", body }),
      success: ({ host: updated }) => `Saved ${updated.name}`,
    });
    if (saved) onSaved();
  }

  return (
    <form
      aria-label={`Edit ${host.name}`}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 sm:items-end"
    >
      <TextField
        label="Name"
        name="name"
        defaultValue={host.name}
        error={fieldError(state, "name")}
      />
      <TextField
        label="Link name"
        name="slug"
        defaultValue={host.slug}
        error={fieldError(state, "slug")}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Meeting link template (optional)"
          name="meetingUrlTemplate"
          inputMode="url"
          spellCheck={false}
          defaultValue={host.meetingUrlTemplate ?? ""}
          placeholder="https://meet.example.com/ada-{id}"
          hint="Their new bookings' meeting link; {id} becomes the booking's id. Empty: the site's link."
          error={fieldError(state, "meetingUrlTemplate")}
        />
      </div>
      <SubmitRow state={state} label="Save" savingText="Saving…" />
    </form>
  );
}
