"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { MEETING_LINK_MAX_LENGTH, meetingLinkSchema } from "@/lib/schemas/admin";
import { callApi, fieldError } from "./api-client";
import { EditorActions, EditorToggle, useFocusOnError, useInlineEditor } from "./inline-editor";

interface Props {
  bookingId: string;
  visitorName: string;
  visitorEmail: string;
  currentLink: string | null;
  /** Asks the list again (quietly: the card, its message and focus stay). */
  onSaved: () => void;
}

/**
 * Add or change an upcoming booking's meeting link — the link the visitor's confirmation said
 * would follow. Saving e-mails it to the visitor with an updated calendar invitation.
 */
export function MeetingLinkEditor({
  bookingId,
  visitorName,
  visitorEmail,
  currentLink,
  onSaved,
}: Props) {
  const editor = useInlineEditor();
  const { mutation } = editor;
  const linkError = fieldError(mutation.state, "meetingLink");

  const field = useFocusOnError<HTMLInputElement>(linkError);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const meetingLink = new FormData(event.currentTarget).get("meetingLink");
    const saved = await mutation.run({
      schema: meetingLinkSchema,
      input: { id: bookingId, meetingLink },
      send: ({ meetingLink: link }) =>
        callApi<{ changed: boolean }>(`/api/admin/bookings/${bookingId}/meeting-link`, {
          method: "PUT",
          body: { meetingLink: link },
        }),
      success: ({ changed }) =>
        changed
          ? `Meeting link saved. ${visitorEmail} has been e-mailed it with an updated calendar invitation.`
          : "The booking already has this link: nothing was sent.",
    });
    if (saved) {
      editor.close();
      onSaved();
    }
  }

  const action = currentLink ? "Change meeting link" : "Add meeting link";
  return (
    <div className="flex flex-col gap-3">
      {editor.open ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-3">
          <Field
            label="Meeting link"
            error={linkError}
            hint={`${visitorName} is e-mailed the link with an updated calendar invitation.`}
          >
            {(props) => (
              <input
                {...props}
                ref={field}
                name="meetingLink"
                type="url"
                inputMode="url"
                autoComplete="off"
                // biome-ignore lint/a11y/noAutofocus: the field the staff member just asked for
                autoFocus
                maxLength={MEETING_LINK_MAX_LENGTH}
                defaultValue={currentLink ?? ""}
                placeholder="https://meet.example.com/…"
                className={inputClass}
              />
            )}
          </Field>
          <EditorActions
            editor={editor}
            submitLabel="Save and e-mail link"
            savingText="Saving…"
            fieldHasError={Boolean(linkError)}
          />
        </form>
      ) : (
        <EditorToggle editor={editor}>
          {action}
          <span className="sr-only"> for {visitorName}</span>
        </EditorToggle>
      )}
    </div>
  );
}
