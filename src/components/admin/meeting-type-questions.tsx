"use client";

import { buttonStyles } from "@/components/ui/button";
import { Field, labelClass } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import {
  type BookingQuestion,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  QUESTION_LIMITS,
  type QuestionKind,
} from "@/lib/schemas/booking-question-terms";
import type { BookingQuestionInput } from "@/lib/schemas/booking-questions";

/** A question as the form edits it: its choices as lines of text. */
export interface QuestionDraft {
  /** React's key: a saved question's id, or one made up for a new one. */
  key: string;
  id?: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  choicesText: string;
}

export const draftsOf = (questions: readonly BookingQuestion[] = []): QuestionDraft[] =>
  questions.map(({ choices, ...question }) => ({
    ...question,
    key: question.id,
    choicesText: choices.join("\n"),
  }));

/** The drafts as the schema's input: one choice per non-empty line, none unless from a list. */
export const questionsOfDrafts = (drafts: readonly QuestionDraft[]): BookingQuestionInput[] =>
  drafts.map(({ id, label, kind, required, choicesText }) => ({
    ...(id ? { id } : {}),
    label,
    kind,
    required,
    choices:
      kind === "choice"
        ? choicesText
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
        : [],
  }));

let made = 0;

/**
 * The questions /book asks for this type besides the contact details (ADR 0059): each a line, a
 * paragraph or one of a list, required or not, in the order they are added.
 */
export function MeetingTypeQuestions({
  drafts,
  onChange,
  error,
}: {
  drafts: readonly QuestionDraft[];
  onChange: (drafts: QuestionDraft[]) => void;
  error: (field: string) => string | undefined;
}) {
  const update = (index: number, change: Partial<QuestionDraft>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  const add = () =>
    onChange([
      ...drafts,
      { key: `new-${++made}`, label: "", kind: "short", required: false, choicesText: "" },
    ]);
  // A choice's own error (`questions.0.choices.2`) is shown with the list's.
  const choicesError = (i: number) =>
    error(`questions.${i}.choices`) ??
    drafts[i]!.choicesText.split("\n")
      .map((_, k) => error(`questions.${i}.choices.${k}`))
      .find(Boolean);

  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className={labelClass}>Questions on the booking form</legend>
      <p className="-mt-2 text-xs text-slate-400">
        Asked after the contact number, at most {QUESTION_LIMITS.perType}. Staff see the answers
        with the booking, in its mail and in the CSV export.
      </p>
      {drafts.map((draft, i) => (
        <fieldset
          key={draft.key}
          aria-label={`Question ${i + 1}`}
          className="grid gap-3 rounded-lg border border-slate-700 p-3 sm:grid-cols-2"
        >
          <Field label="Question" error={error(`questions.${i}.label`)}>
            {(props) => (
              <input
                {...props}
                value={draft.label}
                onChange={(e) => update(i, { label: e.target.value })}
                maxLength={QUESTION_LIMITS.labelMax}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Answer" error={error(`questions.${i}.kind`)}>
            {(props) => (
              <select
                {...props}
                value={draft.kind}
                onChange={(e) => update(i, { kind: e.target.value as QuestionKind })}
                className={inputClass}
              >
                {QUESTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {QUESTION_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {draft.kind === "choice" ? (
            <div className="sm:col-span-2">
              <Field label="Choices, one per line" error={choicesError(i)}>
                {(props) => (
                  <textarea
                    {...props}
                    rows={3}
                    value={draft.choicesText}
                    onChange={(e) => update(i, { choicesText: e.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={draft.required}
                onChange={(e) => update(i, { required: e.target.checked })}
                className="size-4 accent-sky-400"
              />
              Required
            </label>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => onChange(drafts.filter((_, k) => k !== i))}
            >
              Remove question {i + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {error("questions") ? <p className="text-sm text-red-300">{error("questions")}</p> : null}
      {drafts.length < QUESTION_LIMITS.perType ? (
        <button type="button" className={`${buttonStyles.secondary} self-start`} onClick={add}>
          Add a question
        </button>
      ) : null}
    </fieldset>
  );
}
