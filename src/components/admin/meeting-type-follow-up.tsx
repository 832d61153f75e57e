"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { type AdminMeetingType, MEETING_TYPE_LIMITS } from "@/lib/schemas/meeting-types";

const { followUpMax, followUpHours } = MEETING_TYPE_LIMITS;

/**
 * The mails of a meeting type after the meeting (ADR 0076): the follow-up, how many hours after the
 * meeting it goes, and the message to a no-show. An empty message sends none.
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
      <div className="sm:col-span-2">
        <Field
          label="Follow-up message (optional)"
          error={error("followUpMessage")}
          hint="E-mailed to the visitor after the meeting, with a button to book another. Empty: no follow-up. A blank line starts a new paragraph."
        >
          {(props) => (
            <textarea
              {...props}
              name="followUpMessage"
              rows={4}
              defaultValue={type?.followUpMessage}
              maxLength={followUpMax}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Message to no-shows (optional)"
          error={error("noShowMessage")}
          hint="E-mailed 10 minutes after staff mark the meeting a no-show (not if the mark is taken back first), with a button to book another time. Empty: none."
        >
          {(props) => (
            <textarea
              {...props}
              name="noShowMessage"
              rows={3}
              defaultValue={type?.noShowMessage}
              maxLength={followUpMax}
              className={inputClass}
            />
          )}
        </Field>
      </div>
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
    </>
  );
}
