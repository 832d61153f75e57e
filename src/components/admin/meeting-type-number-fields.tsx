"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import {
  type AdminMeetingType,
  MEETING_TYPE_LIMITS,
  TYPE_DAILY_LIMIT_MAX,
} from "@/lib/schemas/meeting-types";

const { duration, buffer, notice } = MEETING_TYPE_LIMITS;

/** A meeting type's number fields: what each is called, its range and its value when editing. */
const NUMBER_FIELDS: {
  name: string;
  label: string;
  min: number;
  max: number;
  step: number;
  valueOf: (type: AdminMeetingType | undefined) => number | null | undefined;
  hint?: string;
}[] = [
  {
    name: "durationMinutes",
    label: "Duration (minutes)",
    ...duration,
    valueOf: (type) => type?.durationMinutes,
    hint: "15–480, in steps of 5. The first active listed type follows each weekday's slot length.",
  },
  {
    name: "minimumNoticeMinutes",
    label: "Minimum notice (minutes, optional)",
    ...notice,
    step: 1,
    valueOf: (type) => type?.minimumNoticeMinutes,
    hint: "Empty: the notice from Settings",
  },
  {
    name: "bufferBeforeMinutes",
    label: "Buffer before (minutes)",
    ...buffer,
    step: 1,
    valueOf: (type) => type?.bufferBeforeMinutes ?? 0,
  },
  {
    name: "bufferAfterMinutes",
    label: "Buffer after (minutes)",
    ...buffer,
    step: 1,
    valueOf: (type) => type?.bufferAfterMinutes ?? 0,
  },
  {
    name: "maxBookingsPerDay",
    label: "Most meetings a day of this type (optional)",
    min: 1,
    max: TYPE_DAILY_LIMIT_MAX,
    step: 1,
    valueOf: (type) => type?.maxBookingsPerDay,
    hint: "Empty: only the limits in Settings",
  },
];

/** The number fields of the meeting type form, filled from `type` when editing. */
export function MeetingTypeNumberFields({
  type,
  error,
}: {
  type: AdminMeetingType | undefined;
  error: (field: string) => string | undefined;
}) {
  return NUMBER_FIELDS.map((field) => (
    <Field key={field.name} label={field.label} error={error(field.name)} hint={field.hint}>
      {(props) => (
        <input
          {...props}
          name={field.name}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={field.step}
          defaultValue={field.valueOf(type) ?? ""}
          className={inputClass}
        />
      )}
    </Field>
  ));
}
