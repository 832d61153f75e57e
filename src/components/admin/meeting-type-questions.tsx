"use client";

import { useEffect, useRef, useState } from "react";
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
import { type AskWhenDraft, AskWhenField } from "./meeting-type-question-condition";

/** A question as the form edits it: its choices as lines of text. */
export interface QuestionDraft {
  /** React's key: a saved question's id, or one made up for a new one. */
  key: string;
  id?: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  choicesText: string;
  askWhen: AskWhenDraft | null;
}

export const draftsOf = (questions: readonly BookingQuestion[] = []): QuestionDraft[] =>
  questions.map(({ choices, askWhen, ...question }) => ({
    ...question,
    key: question.id,
    choicesText: choices.join("\n"),
    // A saved question's draft key is its id, which is what a stored condition names.
    askWhen: askWhen ? { key: askWhen.question, answer: askWhen.answer } : null,
  }));

const choiceLines = (draft: QuestionDraft) =>
  draft.kind === "choice"
    ? draft.choicesText
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/**
 * The drafts as the schema's input: one choice per non-empty line, none unless from a list; a
 * condition names its question by id, or by its text while that one is new.
 */
export const questionsOfDrafts = (drafts: readonly QuestionDraft[]): BookingQuestionInput[] =>
  drafts.map((draft) => {
    const { id, label, kind, required, askWhen } = draft;
    const on = askWhen ? drafts.find((d) => d.key === askWhen.key) : undefined;
    return {
      ...(id ? { id } : {}),
      label,
      kind,
      required,
      choices: choiceLines(draft),
      askWhen: askWhen && on ? { question: on.id ?? on.label, answer: askWhen.answer } : null,
    };
  });

let made = 0;

/** Where the focus goes after a change that takes or moves what had it. */
const focusOn = (id: string) => `[data-focus-id="${id}"]`;

/**
 * The questions /book asks for this type besides the contact details (ADR 0059): each a line, a
 * paragraph or one of a list, required or not, in the order staff put them. Adding focuses the
 * new question; removing, *Add a question*; moving keeps the focus on the moved one's button.
 */
export function MeetingTypeQuestions({
  drafts,
  checkedKeys,
  onChange,
  error,
}: {
  drafts: readonly QuestionDraft[];
  /** The drafts' keys in the order last checked: errors name questions by that index. */
  checkedKeys: readonly string[];
  onChange: (drafts: QuestionDraft[]) => void;
  error: (field: string) => string | undefined;
}) {
  const root = useRef<HTMLFieldSetElement>(null);
  const [focus, setFocus] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    if (focus) root.current?.querySelector<HTMLElement>(focus.selector)?.focus();
  }, [focus]);

  const add = () => {
    const key = `new-${++made}`;
    const draft = { key, label: "", kind: "short" as const, required: false, choicesText: "" };
    onChange([...drafts, { ...draft, askWhen: null }]);
    setFocus({ selector: focusOn(`label-${key}`) });
  };
  const remove = (index: number) => {
    const gone = drafts[index]?.key;
    // A question asked after the removed one's answer is asked every time again.
    const kept = drafts.filter((_, i) => i !== index);
    onChange(kept.map((d) => (d.askWhen?.key === gone ? { ...d, askWhen: null } : d)));
    setFocus({ selector: focusOn("add-question") });
  };
  const move = (index: number, by: -1 | 1) => {
    const order = [...drafts];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    onChange(order);
    // At either end its button is disabled: the other one takes the focus.
    const to = index + by;
    const up = by === -1 ? to > 0 : to === drafts.length - 1;
    setFocus({ selector: focusOn(`${up ? "up" : "down"}-${moved!.key}`) });
  };

  return (
    <fieldset ref={root} className="flex flex-col gap-3 sm:col-span-2">
      <legend className={labelClass}>Questions on the booking form</legend>
      <p className="-mt-2 text-xs text-slate-400">
        Asked after the contact number, in this order, at most {QUESTION_LIMITS.perType}. Staff see
        the answers with the booking, in its mail and in the CSV export.
      </p>
      {drafts.map((draft, i) => (
        <QuestionEditor
          key={draft.key}
          draft={draft}
          index={i}
          last={i === drafts.length - 1}
          error={errorOf(checkedKeys.indexOf(draft.key), error)}
          onChange={(change) => onChange(drafts.map((d, k) => (k === i ? { ...d, ...change } : d)))}
          onMove={(by) => move(i, by)}
          onRemove={() => remove(i)}
          condition={
            <AskWhenField
              earlier={drafts
                .slice(0, i)
                .filter((d) => d.kind === "choice")
                .map((d) => ({ key: d.key, label: d.label, choices: choiceLines(d) }))}
              value={draft.askWhen}
              error={askWhenError(errorOf(checkedKeys.indexOf(draft.key), error))}
              onChange={(askWhen) =>
                onChange(drafts.map((d, k) => (k === i ? { ...d, askWhen } : d)))
              }
            />
          }
        />
      ))}
      {error("questions") ? <p className="text-sm text-red-300">{error("questions")}</p> : null}
      {drafts.length < QUESTION_LIMITS.perType ? (
        <button
          type="button"
          data-focus-id="add-question"
          className={`${buttonStyles.secondary} self-start`}
          onClick={add}
        >
          Add a question
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * A question's own errors, wherever it has moved since the check: they are keyed by its place
 * then (`questions.2.label`). A question added since has none yet.
 */
const errorOf =
  (checkedIndex: number, error: (field: string) => string | undefined) => (name: string) =>
    checkedIndex < 0 ? undefined : error(`questions.${checkedIndex}.${name}`);

const askWhenError = (error: (name: string) => string | undefined) =>
  error("askWhen") ?? error("askWhen.answer") ?? error("askWhen.question");

/** One question: its text, its kind of answer (and choices), when to ask it, Required, and its place. */
function QuestionEditor({
  draft,
  index,
  last,
  error,
  onChange,
  onMove,
  onRemove,
  condition,
}: {
  draft: QuestionDraft;
  index: number;
  last: boolean;
  /** This question's error for one of its fields ('label', 'choices', 'choices.2'). */
  error: (name: string) => string | undefined;
  onChange: (change: Partial<QuestionDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** *Ask*: every time, or after an earlier answer (AskWhenField). */
  condition: React.ReactNode;
}) {
  // A choice's own error (`questions.0.choices.2`) is shown with the list's.
  const choicesError =
    error("choices") ??
    draft.choicesText
      .split("\n")
      .map((_, k) => error(`choices.${k}`))
      .find(Boolean);
  const number = index + 1;
  return (
    <fieldset
      aria-label={`Question ${number}`}
      className="grid gap-3 rounded-lg border border-slate-700 p-3 sm:grid-cols-2"
    >
      <Field label="Question" error={error("label")}>
        {(props) => (
          <input
            {...props}
            data-focus-id={`label-${draft.key}`}
            value={draft.label}
            onChange={(e) => onChange({ label: e.target.value })}
            maxLength={QUESTION_LIMITS.labelMax}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Answer" error={error("kind")}>
        {(props) => (
          <select
            {...props}
            value={draft.kind}
            onChange={(e) => onChange({ kind: e.target.value as QuestionKind })}
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
          <Field label="Choices, one per line" error={choicesError}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={draft.choicesText}
                onChange={(e) => onChange({ choicesText: e.target.value })}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      ) : null}
      {condition}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <label className="mr-auto flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={draft.required}
            onChange={(e) => onChange({ required: e.target.checked })}
            className="size-4 accent-sky-400"
          />
          Required
        </label>
        <button
          type="button"
          data-focus-id={`up-${draft.key}`}
          className={buttonStyles.secondary}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          Move up<span className="sr-only"> question {number}</span>
        </button>
        <button
          type="button"
          data-focus-id={`down-${draft.key}`}
          className={buttonStyles.secondary}
          disabled={last}
          onClick={() => onMove(1)}
        >
          Move down<span className="sr-only"> question {number}</span>
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onRemove}>
          Remove question {number}
        </button>
      </div>
    </fieldset>
  );
}
