"use client";

import { useId, useState } from "react";
import { SubmitRow } from "@/components/admin/save-status";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import {
  DAILY_LIMIT_MAX,
  LAST_REMINDER_MAX,
  LAST_REMINDER_MIN,
  MINIMUM_NOTICE_MAX_MINUTES,
  type SettingsInput,
  settingsSchema,
  WEEKLY_LIMIT_MAX,
} from "@/lib/schemas/admin";
import { TIME_FORMATS, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError, useMutation } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import { TimeZoneField } from "./time-zone-field";

/**
 * Booking settings. The time-zone list comes from the server (Intl.supportedValuesOf there) so
 * the page renders the same on both sides; the field filters it as one types.
 */
export function SettingsForm({
  initial,
  timeZones,
}: {
  initial: SettingsInput;
  timeZones: string[];
}) {
  const [values, setValues] = useState(initial);
  // The format last saved, which the conflicts' reasons were written in (not the unsaved choice).
  const [savedTimeFormat, setSavedTimeFormat] = useState(initial.timeFormatPreference);
  const [conflicts, setConflicts] = useState<BookingConflict[]>([]);
  const save = useMutation();

  const set = <K extends keyof SettingsInput>(key: K, value: SettingsInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConflicts([]);
    const result = await save.run({
      schema: settingsSchema,
      input: {
        ...values,
        bookingAdvanceLimitDays: numberOrNull(values.bookingAdvanceLimitDays),
        minimumNoticeMinutes: numberOrNull(values.minimumNoticeMinutes),
      },
      send: (input) =>
        callApi<{ settings: SettingsInput; conflicts: BookingConflict[] }>("/api/admin/settings", {
          method: "PUT",
          body: input,
        }),
      success: () => "Settings saved. The booking page uses them from now on.",
      failure: (r) => `Settings not saved: ${r.error}`,
    });
    if (result) {
      setValues(result.settings);
      setSavedTimeFormat(result.settings.timeFormatPreference);
      setConflicts(result.conflicts);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Booking settings"
      noValidate
      className="flex max-w-xl flex-col gap-5"
    >
      <NumberField
        label="Advance booking limit (days)"
        hint="How far ahead visitors can book: 1 to 365 days."
        error={fieldError(save.state, "bookingAdvanceLimitDays")}
        min={1}
        max={365}
        value={values.bookingAdvanceLimitDays}
        onChange={(value) => set("bookingAdvanceLimitDays", value)}
      />

      <TimeFormatChoice
        value={values.timeFormatPreference}
        error={fieldError(save.state, "timeFormatPreference")}
        onChange={(format) => set("timeFormatPreference", format)}
      />

      <TimeZoneField
        label="Business time zone"
        hint="Type to search, e.g. London or Asia/. Weekly hours and blocks are on this clock."
        timeZones={timeZones}
        error={fieldError(save.state, "businessTimezone")}
        value={values.businessTimezone}
        onChange={(e) => set("businessTimezone", e.target.value)}
      />

      <NumberField
        label="Minimum notice (minutes)"
        hint={`The earliest slot offered is this long from now: 0 to ${MINIMUM_NOTICE_MAX_MINUTES} (14 days).`}
        error={fieldError(save.state, "minimumNoticeMinutes")}
        min={0}
        max={MINIMUM_NOTICE_MAX_MINUTES}
        value={values.minimumNoticeMinutes}
        onChange={(value) => set("minimumNoticeMinutes", value)}
      />

      <OptionalSettings
        values={values}
        errorOf={(field) => fieldError(save.state, field)}
        onChange={(field, value) => set(field, numberOrNull(value))}
      />

      <AssistantBookingChoice
        checked={values.aiAssistantsMayBook ?? true}
        error={fieldError(save.state, "aiAssistantsMayBook")}
        onChange={(checked) => set("aiAssistantsMayBook", checked)}
      />

      <SubmitRow label="Save settings" state={save.state} />
      <ConflictList
        title={conflictTitle(conflicts.length)}
        conflicts={conflicts}
        timeFormat={savedTimeFormat}
      />
    </form>
  );
}

type OptionalSetting = "maxBookingsPerDay" | "maxBookingsPerWeek" | "lastReminderMinutes";

/** The settings an empty field switches off (null): the limits, the last reminder. */
function OptionalSettings({
  values,
  errorOf,
  onChange,
}: {
  values: Pick<SettingsInput, OptionalSetting>;
  errorOf: (field: OptionalSetting) => string | undefined;
  onChange: (field: OptionalSetting, value: number) => void;
}) {
  return (
    <>
      <NumberField
        label="Most meetings a day"
        hint={`Empty: no limit. Counts confirmed meetings of every type on one date; a date that reaches it shows as full. 1 to ${DAILY_LIMIT_MAX}.`}
        error={errorOf("maxBookingsPerDay")}
        min={1}
        max={DAILY_LIMIT_MAX}
        value={values.maxBookingsPerDay ?? Number.NaN}
        onChange={(value) => onChange("maxBookingsPerDay", value)}
      />
      <NumberField
        label="Most meetings a week"
        hint={`Empty: no limit. Counts confirmed meetings of every type from Monday to Sunday; once a week reaches it, its other dates show as full. 1 to ${WEEKLY_LIMIT_MAX}.`}
        error={errorOf("maxBookingsPerWeek")}
        min={1}
        max={WEEKLY_LIMIT_MAX}
        value={values.maxBookingsPerWeek ?? Number.NaN}
        onChange={(value) => onChange("maxBookingsPerWeek", value)}
      />
      <NumberField
        label="Last reminder (minutes before)"
        hint={`Empty: only the reminder 24 hours before. 60 also e-mails the visitor an hour before, with the link to join. ${LAST_REMINDER_MIN} to ${LAST_REMINDER_MAX}.`}
        error={errorOf("lastReminderMinutes")}
        min={LAST_REMINDER_MIN}
        max={LAST_REMINDER_MAX}
        value={values.lastReminderMinutes ?? Number.NaN}
        onChange={(value) => onChange("lastReminderMinutes", value)}
      />
    </>
  );
}

/** Whether AI assistants (Claude, ChatGPT, Cursor…) may book through the MCP endpoint. */
function AssistantBookingChoice({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-200">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
          className="size-4 accent-sky-400"
        />
        AI assistants may book
      </label>
      <p id={hintId} className="text-xs text-slate-400">
        Assistants connected to /api/mcp can always read free times and manage a booking with its
        link. Off: they cannot book a new meeting and are told to use the booking page.
      </p>
      {error ? <p className="text-sm text-red-300">{error}</p> : null}
    </div>
  );
}

/** A whole number; an emptied field is NaN, shown empty and refused by the schema. */
function NumberField({
  label,
  hint,
  error,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error?: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          type="number"
          min={min}
          max={max}
          step={1}
          value={Number.isNaN(value) ? "" : value}
          onChange={(e) => onChange(e.target.valueAsNumber)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function TimeFormatChoice({
  value,
  error,
  onChange,
}: {
  value: TimeFormat;
  error?: string;
  onChange: (format: TimeFormat) => void;
}) {
  const formatHintId = useId();
  return (
    <fieldset aria-describedby={formatHintId} className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-200">Time format</legend>
      <p id={formatHintId} className="text-xs text-slate-400">
        How times first show on the booking page and in this dashboard.
      </p>
      <div className="flex gap-6">
        {TIME_FORMATS.map((format) => (
          <label key={format} className="flex items-center gap-2">
            <input
              type="radio"
              name="timeFormatPreference"
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
              className="size-4 accent-sky-400"
            />
            {format === "12h" ? "12-hour (2:30 PM)" : "24-hour (14:30)"}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm text-red-300">{error}</p> : null}
    </fieldset>
  );
}
