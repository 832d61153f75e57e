/**
 * What booking questions are (ADR 0059), without zod: the /book page's fields read these, and its
 * first load must not bring the schemas (issue 17). The checks are in booking-questions.ts.
 */

export const QUESTION_KINDS = ["short", "long", "choice"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  short: "Short answer",
  long: "Paragraph",
  choice: "One of a list",
};

export const QUESTION_LIMITS = {
  perType: 5,
  labelMax: 150,
  choices: { min: 2, max: 10 },
  choiceMax: 80,
  /** The longest answer the form takes, by kind (a choice is one of its choices). */
  answerMax: { short: 200, long: 2_000 },
} as const;

export const QUESTION_MESSAGES = {
  answerRequired: "An answer is required",
  notAChoice: "Choose one of the listed answers",
  tooMany: `A meeting type may ask at most ${QUESTION_LIMITS.perType} questions`,
  sameLabel: "Another question already asks this",
  choicesNeeded: `List ${QUESTION_LIMITS.choices.min} to ${QUESTION_LIMITS.choices.max} choices, one per line`,
  choicesRepeated: "Each choice may be listed once",
  choicesOnlyForList: "Only a question answered from a list has choices",
} as const;

/** Server-made, stable across edits: answers are stored with it and the question as asked. */
export const QUESTION_ID_PATTERN = "^[a-z0-9]{1,16}$";

/** A question as it is stored and asked: it always has its id. */
export interface BookingQuestion {
  id: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  choices: string[];
}

/** An answer as a booking keeps it: the question as it was asked then, so later edits keep it. */
export interface BookingAnswer {
  id: string;
  question: string;
  answer: string;
}

/** The field a question's answer is reported under: `answers.<id>` (the form's input name too). */
export const answerField = (id: string) => `answers.${id}`;

/** The answers as lines "Question: answer", for a CSV cell or a plain-text list. */
export const answersAsLines = (answers: readonly BookingAnswer[]) =>
  answers.map((a) => `${a.question}: ${a.answer}`).join("\n");
