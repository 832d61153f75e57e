"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import {
  describeGuestsChange,
  GUEST_MESSAGES,
  type GuestsChange,
  guestListOf,
} from "@/lib/schemas/guest-list";
import { adminGuestsSchema } from "@/lib/schemas/manage";
import { callApi, fieldError } from "./api-client";
import { EditorActions, EditorToggle, useFocusOnError, useInlineEditor } from "./inline-editor";

interface Props {
  bookingId: string;
  visitorName: string;
  guests: string[];
  /** Asks the list again (quietly: the card, its message and focus stay). */
  onSaved: () => void;
}

/**
 * Staff add or take off the visitor's guests (ADR 0064), e.g. at their request on the phone:
 * the whole list, as on /book; saving invites those added and tells those taken off.
 */
export function BookingGuestsEditor({ bookingId, visitorName, guests, onSaved }: Props) {
  const editor = useInlineEditor();
  const { mutation } = editor;
  const guestsError = fieldError(mutation.state, "guests");

  const field = useFocusOnError<HTMLTextAreaElement>(guestsError);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("guests");
    const saved = await mutation.run({
      schema: adminGuestsSchema,
      input: { id: bookingId, guests: guestListOf(typeof text === "string" ? text : "") },
      send: (input) =>
        callApi<GuestsChange>(`/api/admin/bookings/${bookingId}/guests`, {
          method: "PUT",
          body: { guests: input.guests },
        }),
      success: describeGuestsChange,
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
          <Field label="Guests" error={guestsError} hint={GUEST_MESSAGES.hint}>
            {(props) => (
              <textarea
                {...props}
                ref={field}
                name="guests"
                rows={3}
                // biome-ignore lint/a11y/noAutofocus: the field the staff member just asked for
                autoFocus
                defaultValue={guests.join("\n")}
                autoComplete="off"
                spellCheck={false}
                className={inputClass}
              />
            )}
          </Field>
          <EditorActions
            editor={editor}
            submitLabel="Save guests"
            savingText="Saving…"
            fieldHasError={Boolean(guestsError)}
          />
        </form>
      ) : (
        <EditorToggle editor={editor}>
          {guests.length > 0 ? "Change guests" : "Add guests"}
          <span className="sr-only"> for {visitorName}</span>
        </EditorToggle>
      )}
    </div>
  );
}
