"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { staffNotesSchema } from "@/lib/schemas/admin";
import { STAFF_NOTES_MAX_LENGTH } from "@/lib/schemas/booking-messages";
import { callApi, fieldError } from "./api-client";
import { EditorActions, EditorToggle, useFocusOnError, useInlineEditor } from "./inline-editor";

interface Props {
  /** The booking or enquiry, and where its notes are saved (`PUT …/staff-notes`). */
  id: string;
  path: string;
  notes: string;
  /** Whose record it is, for the button's name and the hint: "Ada Lovelace". */
  who: string;
  /** Asks the list again (quietly: the card, its message and focus stay). */
  onSaved: () => void;
}

/** What a save did, in words. */
const savedMessage = ({ changed, staffNotes }: { changed: boolean; staffNotes: string }) =>
  !changed
    ? "The notes were already so: nothing changed."
    : staffNotes
      ? "Staff notes saved."
      : "Staff notes cleared.";

/**
 * Staff keep notes on a booking or an enquiry for themselves (ADR 0072): a call's outcome, the
 * next step. The whole note is saved in place of the one before; it is never sent to the person.
 */
export function StaffNotesEditor({ id, path, notes, who, onSaved }: Props) {
  const editor = useInlineEditor();
  const { mutation } = editor;
  const notesError = fieldError(mutation.state, "staffNotes");

  const field = useFocusOnError<HTMLTextAreaElement>(notesError);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await mutation.run({
      schema: staffNotesSchema,
      input: { id, staffNotes: new FormData(event.currentTarget).get("staffNotes") },
      send: (input) =>
        callApi<{ changed: boolean; staffNotes: string }>(path, {
          method: "PUT",
          body: { staffNotes: input.staffNotes },
        }),
      success: savedMessage,
    });
    if (saved) {
      editor.close();
      onSaved();
    }
  }

  if (!editor.open)
    return (
      <EditorToggle editor={editor}>
        {notes ? "Edit staff notes" : "Add staff notes"}
        <span className="sr-only"> for {who}</span>
      </EditorToggle>
    );
  return (
    <form onSubmit={save} noValidate className="flex w-full flex-col gap-3">
      <Field
        label="Staff notes"
        error={notesError}
        hint={`Only staff see these notes: they are never sent to ${who}.`}
      >
        {(props) => (
          <textarea
            {...props}
            ref={field}
            name="staffNotes"
            rows={4}
            maxLength={STAFF_NOTES_MAX_LENGTH}
            // biome-ignore lint/a11y/noAutofocus: the field the staff member just asked for
            autoFocus
            defaultValue={notes}
            className={inputClass}
          />
        )}
      </Field>
      <EditorActions
        editor={editor}
        submitLabel="Save notes"
        savingText="Saving…"
        fieldHasError={Boolean(notesError)}
      />
    </form>
  );
}

/** The notes on a card's list of details, when there are any: staff's own, marked as such. */
export function StaffNotesRow({ notes }: { notes: string }) {
  if (!notes) return null;
  return (
    <>
      <dt className="text-slate-400">Staff notes</dt>
      <dd className="whitespace-pre-wrap break-words">{notes}</dd>
    </>
  );
}
