"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { BookingHost } from "@/lib/admin-api";
import type { HostSummary } from "@/lib/schemas/hosts";
import { reassignBookingSchema } from "@/lib/schemas/reassign";
import { callApi, fieldError } from "./api-client";
import { EditorActions, EditorToggle, useFocusOnError, useInlineEditor } from "./inline-editor";

/** A host staff can hand a meeting to (the Bookings page's list of the team). */
export type TeamHost = Pick<HostSummary, "id" | "name" | "active">;

/**
 * Hands an upcoming meeting to another host free at its time (ADR 0088). A collective meeting
 * asks which of its hosts steps off. Both hosts are e-mailed and their calendars updated; the
 * visitor gets the updated invitation.
 */
export function BookingReassignEditor({
  bookingId,
  visitorName,
  hosts,
  team,
  onSaved,
}: {
  bookingId: string;
  visitorName: string;
  /** The meeting's hosts, its own first. */
  hosts: readonly BookingHost[];
  team: readonly TeamHost[];
  onSaved: () => void;
}) {
  const editor = useInlineEditor();
  const { mutation } = editor;
  const hostError = fieldError(mutation.state, "hostId");
  const field = useFocusOnError<HTMLSelectElement>(hostError);
  const holding = new Set(hosts.map((host) => host.id));
  const candidates = team.filter((host) => host.active && !holding.has(host.id));
  const collective = hosts.length > 1;
  if (candidates.length === 0) return null;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const hostId = form.get("hostId") || undefined;
    const saved = await mutation.run({
      schema: reassignBookingSchema,
      input: {
        id: bookingId,
        hostId,
        replaceHostId: form.get("replaceHostId") ?? hosts[0]?.id,
      },
      send: ({ id, ...body }) =>
        callApi<{ booking: { hosts: BookingHost[] } }>(`/api/admin/bookings/${id}/reassign`, {
          method: "POST",
          body,
        }),
      // The host who took it over, not every host a collective meeting now holds.
      success: ({ booking }) =>
        `Reassigned to ${booking.hosts.find((host) => host.id === hostId)?.name ?? "the new host"}. Both hosts and ${visitorName} have been e-mailed.`,
    });
    if (saved) {
      editor.close();
      onSaved();
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {editor.open ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-3">
          <Field
            label="New host"
            error={hostError}
            hint="Only a host free at the meeting's time can take it."
          >
            {(props) => (
              <select {...props} ref={field} name="hostId" defaultValue="" className={inputClass}>
                <option value="">Choose a host</option>
                {candidates.map((host) => (
                  <option key={host.id} value={host.id}>
                    {host.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {collective ? (
            <Field label="In place of" error={fieldError(mutation.state, "replaceHostId")}>
              {(props) => (
                <select {...props} name="replaceHostId" className={inputClass}>
                  {hosts.map((host) => (
                    <option key={host.id} value={host.id}>
                      {host.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <EditorActions
            editor={editor}
            submitLabel="Reassign"
            savingText="Reassigning…"
            fieldHasError={Boolean(hostError)}
          />
        </form>
      ) : (
        <EditorToggle editor={editor}>
          Reassign<span className="sr-only"> the meeting of {visitorName}</span>
        </EditorToggle>
      )}
    </div>
  );
}
