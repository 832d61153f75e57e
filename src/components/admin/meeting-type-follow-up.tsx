"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { type AdminMeetingType, MEETING_TYPE_LIMITS } from "@/lib/schemas/meeting-types";

const { followUpMax, followUpHours } = MEETING_TYPE_LIMITS;

/** A message the type mails to the visitor, across the form's two columns. */
function MessageField({
  name,
  label,
  hint,
  rows,
  value,
  error,
}: {
  name: "followUpMessage" | "noShowMessage";
  label: string;
  hint: string;
  rows: number;
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <div className="sm:col-span-2">
      <Field label={label} error={error} hint={hint}>
        {(props) => (
          <textarea
            {...props}
            name={name}
            rows={rows}
            defaultValue={value}
            maxLength={followUpMax}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The mails of a meeting type after the meeting (ADR 0076): the follow-up and how many hours after
 * the meeting it goes, then the message to a no-show. An empty message sends none.
 */
export function MeetingTypeFollowUp({
  type,
  error,
}: {
  type: AdminMeetingType | undefined;
  error: (field: string) => string | undefined;
}) {
  return (
    <>
      <MessageField
        name="followUpMessage"
        label="Follow-up message (optional)"
        hint="E-mailed to the visitor after the meeting, with a button to book another. Empty: no follow-up. A blank line starts a new paragraph."
        rows={4}
        value={type?.followUpMessage}
        error={error("followUpMessage")}
      />
      <Field
        label="Send it (hours after the meeting)"
        error={error("followUpHours")}
        hint={`${followUpHours.min}–${followUpHours.max}. Not to no-shows or cancelled meetings.`}
      >
        {(props) => (
          <input
            {...props}
            name="followUpHours"
            type="number"
            inputMode="numeric"
            min={followUpHours.min}
            max={followUpHours.max}
            step={1}
            defaultValue={type?.followUpHours ?? 2}
            className={inputClass}
          />
        )}
      </Field>
      <MessageField
        name="noShowMessage"
        label="Message to no-shows (optional)"
        hint="E-mailed 10 minutes after staff mark the meeting a no-show (not if the mark is taken back first), with a button to book another time. Empty: none."
        rows={3}
        value={type?.noShowMessage}
        error={error("noShowMessage")}
      />
    </>
  );
}
