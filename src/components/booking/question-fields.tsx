"use client";

import { Field } from "@/components/ui/field";
import { roomyInputClass } from "@/components/ui/input";
import type { AnswerValues, ContactErrors } from "@/lib/booking/contact-values";
import {
  answerField,
  askedQuestions,
  type BookingQuestion,
  QUESTION_LIMITS,
} from "@/lib/schemas/booking-question-terms";

/**
 * The meeting type's own questions (ADR 0059), in its order: a line, a paragraph or one of a
 * list. Each is named `answers.<id>`, the key its error comes back under. A question that depends
 * on an earlier answer shows once that answer is chosen (ADR 0079).
 */
export function QuestionFields({
  questions,
  answers,
  errors,
  onAnswer,
}: {
  questions: readonly BookingQuestion[];
  answers: AnswerValues;
  errors: ContactErrors;
  onAnswer: (id: string, value: string) => void;
}) {
  return askedQuestions(questions, answers).map((question) => {
    const name = answerField(question.id);
    const error = errors[name as keyof ContactErrors];
    const bind = {
      name,
      value: answers[question.id] ?? "",
      onChange: (
        event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => onAnswer(question.id, event.target.value),
      className: roomyInputClass(Boolean(error)),
    };
    return (
      <Field
        key={question.id}
        id={`booking-answer-${question.id}`}
        label={question.label}
        optional={!question.required}
        error={error}
        size="roomy"
      >
        {(control) =>
          question.kind === "choice" ? (
            <select {...control} {...bind}>
              <option value="">Choose an answer</option>
              {question.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          ) : question.kind === "long" ? (
            <textarea {...control} {...bind} rows={3} maxLength={QUESTION_LIMITS.answerMax.long} />
          ) : (
            <input {...control} {...bind} maxLength={QUESTION_LIMITS.answerMax.short} />
          )
        }
      </Field>
    );
  });
}
