"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";

/** What the condition editor needs of the questions before this one. */
export interface EarlierQuestion {
  key: string;
  label: string;
  choices: string[];
}

/** The form's condition of a question: the earlier draft it depends on (by key) and its answer. */
export interface AskWhenDraft {
  key: string;
  answer: string;
}

// A choice never holds a line break (choices are typed one per line), so it can join the pair.
const optionValue = (when: AskWhenDraft) => `${when.key}\n${when.answer}`;

/**
 * *Ask*: every time, or only when an earlier question answered from a list got one of its
 * answers (ADR 0079). A condition whose question moved below or lost that answer stays listed,
 * so the save's error beside it names what to change.
 */
export function AskWhenField({
  earlier,
  value,
  error,
  onChange,
}: {
  earlier: readonly EarlierQuestion[];
  value: AskWhenDraft | null;
  error: string | undefined;
  onChange: (value: AskWhenDraft | null) => void;
}) {
  const options = earlier.flatMap(({ key, label, choices }) =>
    choices.map((answer) => ({
      value: optionValue({ key, answer }),
      text: `Only when “${label.trim() || "the question above"}” is ${answer}`,
    })),
  );
  if (value && !options.some((option) => option.value === optionValue(value)))
    options.push({
      value: optionValue(value),
      text: `Only when an earlier answer is ${value.answer}`,
    });
  if (options.length === 0) return null;
  return (
    <div className="sm:col-span-2">
      <Field label="Ask" error={error}>
        {(props) => (
          <select
            {...props}
            value={value ? optionValue(value) : ""}
            onChange={(e) => {
              const [key = "", ...answer] = e.target.value.split("\n");
              onChange(key ? { key, answer: answer.join("\n") } : null);
            }}
            className={inputClass}
          >
            <option value="">Every time</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.text}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
