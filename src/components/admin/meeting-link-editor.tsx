"use client";

import { useEffect, useRef, useState } from "react";
import { SaveStatus } from "@/components/admin/save-status";
import { buttonStyles, SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { MEETING_LINK_MAX_LENGTH, meetingLinkSchema } from "@/lib/schemas/admin";
import { callApi, fieldError, useMutation } from "./api-client";

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
  const [open, setOpen] = useState(false);
  const mutation = useMutation();
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);
  const linkError = fieldError(mutation.state, "meetingLink");

  // A refused link: the field takes the focus, so its message is read with it (and is shown once).
  useEffect(() => {
    if (linkError) field.current?.focus();
  }, [linkError]);

  // Closing the form removes the focused field or button: focus goes back to what opened it.
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus();
    }
  }, [open]);

  function close() {
    returnFocus.current = true;
    setOpen(false);
  }

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
      close();
      onSaved();
    }
  }

  const action = currentLink ? "Change meeting link" : "Add meeting link";
  return (
    <div className="flex flex-col gap-3">
      {open ? (
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
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton pending={mutation.state.status === "saving"}>
              Save and e-mail link
            </SubmitButton>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                mutation.reset();
                close();
              }}
            >
              Cancel
            </button>
            {linkError ? null : <SaveStatus state={mutation.state} savingText="Saving…" />}
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button
            ref={toggle}
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              mutation.reset();
              setOpen(true);
            }}
          >
            {action}
            <span className="sr-only"> for {visitorName}</span>
          </button>
          <SaveStatus state={mutation.state} />
        </div>
      )}
    </div>
  );
}
