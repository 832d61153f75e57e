"use client";

import { useEffect, useId, useRef, useState } from "react";
import { SubmitRow } from "@/components/admin/save-status";
import { buttonStyles } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Field, TextField } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import {
  type AdminMeetingType,
  MEETING_TYPE_LIMITS,
  meetingTypeInputSchema,
} from "@/lib/schemas/meeting-types";
import { callApi, fieldError, type useMutation } from "./api-client";
import { WEEKDAY_OPTIONS } from "./describe-block";
import { MeetingTypeFollowUp } from "./meeting-type-follow-up";
import { MeetingTypeHosts } from "./meeting-type-hosts";
import { MeetingTypeNumberFields } from "./meeting-type-number-fields";
import {
  draftsOf,
  MeetingTypeQuestions,
  type QuestionDraft,
  questionsOfDrafts,
} from "./meeting-type-questions";

const NUMBER_FIELDS = ["durationMinutes", "bufferBeforeMinutes", "bufferAfterMinutes"] as const;

/**
 * The form's text as the schema's input: numbers as numbers, an empty notice or limit as null,
 * and the questions as edited.
 */
export function meetingTypeFormInput(form: FormData, questions: readonly QuestionDraft[] = []) {
  const text = (name: string) => String(form.get(name) ?? "");
  const number = (name: string) => (text(name).trim() === "" ? Number.NaN : Number(text(name)));
  const optionalNumber = (name: string) => (text(name).trim() === "" ? null : number(name));
  return {
    name: text("name"),
    slug: text("slug"),
    description: text("description"),
    active: form.get("active") === "on",
    listed: form.get("listed") === "on",
    ...Object.fromEntries(NUMBER_FIELDS.map((name) => [name, number(name)])),
    minimumNoticeMinutes: optionalNumber("minimumNoticeMinutes"),
    maxBookingsPerDay: optionalNumber("maxBookingsPerDay"),
    days: form.getAll("days").map(Number),
    offeredFrom: text("offeredFrom"),
    offeredUntil: text("offeredUntil"),
    questions: questionsOfDrafts(questions),
    followUpMessage: text("followUpMessage"),
    followUpHours: number("followUpHours"),
    noShowMessage: text("noShowMessage"),
    // Only a form that shows the hosts sends them (MeetingTypeHosts, from two hosts on).
    ...(form.has("assignment")
      ? { hostIds: form.getAll("hostIds").map(String), assignment: text("assignment") }
      : {}),
  };
}

/** A checkbox of the form, with a line under it when it needs one. */
function Flag({
  name,
  checked,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  label: string;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <span className="flex flex-col gap-0.5">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-describedby={hint ? hintId : undefined}
          className="size-4 accent-sky-400"
        />
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="pl-6 text-xs text-slate-400">
          {hint}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Creates a meeting type (`type` absent) or edits one: the same zod schema as the route, checked
 * here first. Saved: `onSaved` with the row; Cancel: `onClose`. The first field takes the focus.
 */
export function MeetingTypeForm({
  type,
  mutation,
  onSaved,
  onClose,
}: {
  type?: AdminMeetingType;
  mutation: ReturnType<typeof useMutation>;
  onSaved: (saved: AdminMeetingType) => void;
  onClose: () => void;
}) {
  const firstField = useRef<HTMLInputElement>(null);
  const [questions, setQuestions] = useState(() => draftsOf(type?.questions));
  const [checkedKeys, setCheckedKeys] = useState<string[]>([]);
  useEffect(() => firstField.current?.focus(), []);
  const error = (field: string) => fieldError(mutation.state, field);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCheckedKeys(questions.map((question) => question.key));
    const saved = await mutation.run({
      schema: meetingTypeInputSchema,
      input: meetingTypeFormInput(new FormData(event.currentTarget), questions),
      send: (input) =>
        callApi<{ meetingType: AdminMeetingType }>(
          type ? `/api/admin/meeting-types/${type.id}` : "/api/admin/meeting-types",
          { method: type ? "PUT" : "POST", body: input },
        ),
      success: (data) => `Saved ${data.meetingType.name}`,
      failure: (r) => `Not saved: ${r.error}`,
    });
    if (saved) onSaved(saved.meetingType);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={type ? `Edit ${type.name}` : "Add a meeting type"}
      className={`${cardClass} grid gap-3 sm:grid-cols-2`}
    >
      <MeetingTypeFields type={type} error={error} firstField={firstField} />
      <div className="sm:col-span-2">
        <CheckboxGroup
          idPrefix={`type-${type?.id ?? "new"}`}
          legend="Offered on"
          name="days"
          options={WEEKDAY_OPTIONS}
          checked={(type?.days ?? [0, 1, 2, 3, 4, 5, 6]).map(String)}
          error={error("days")}
          hint="Inside each day's opening hours. Untick days to offer this type on some weekdays only."
          inline
        />
      </div>
      <TextField
        label="Offered from (optional)"
        name="offeredFrom"
        type="time"
        defaultValue={type?.offeredFrom ?? ""}
        error={error("offeredFrom")}
        hint="With Until: this type only between these times, inside the opening hours"
      />
      <TextField
        label="Until (optional)"
        name="offeredUntil"
        type="time"
        defaultValue={type?.offeredUntil ?? ""}
        error={error("offeredUntil")}
        hint="Empty, both: the whole of each day's opening hours"
      />
      <MeetingTypeHosts type={type} error={error} />
      <Flag name="active" checked={type?.active ?? true} label="Offered to visitors" />
      <Flag
        name="listed"
        checked={type?.listed ?? true}
        label="Listed on /book"
        hint="Unticked: only people given its link can book it"
      />
      <MeetingTypeQuestions
        drafts={questions}
        checkedKeys={checkedKeys}
        onChange={setQuestions}
        error={error}
      />
      <MeetingTypeFollowUp type={type} error={error} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <SubmitRow label={type ? "Save type" : "Add type"} state={mutation.state} />
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The type's fields, filled from `type` when editing. */
function MeetingTypeFields({
  type,
  error,
  firstField,
}: {
  type: AdminMeetingType | undefined;
  error: (field: string) => string | undefined;
  firstField: React.RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <Field label="Name" error={error("name")}>
        {(props) => (
          <input
            {...props}
            ref={firstField}
            name="name"
            defaultValue={type?.name}
            maxLength={MEETING_TYPE_LIMITS.nameMax}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Public slug" error={error("slug")} hint="In links: /book?type=slug">
        {(props) => (
          <input
            {...props}
            name="slug"
            defaultValue={type?.slug}
            maxLength={MEETING_TYPE_LIMITS.slugMax}
            className={inputClass}
          />
        )}
      </Field>
      <MeetingTypeNumberFields type={type} error={error} />
      <div className="sm:col-span-2">
        <Field label="Description (optional)" error={error("description")}>
          {(props) => (
            <textarea
              {...props}
              name="description"
              rows={2}
              defaultValue={type?.description}
              maxLength={MEETING_TYPE_LIMITS.descriptionMax}
              className={inputClass}
            />
          )}
        </Field>
      </div>
    </>
  );
}
