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
  askWhenUnknown: "Ask it after the question it depends on",
  askWhenNotAList: "It can depend only on a question answered from a list",
  askWhenNotAChoice: "Choose one of that question's choices",
} as const;

/** Server-made, stable across edits: answers are stored with it and the question as asked. */
export const QUESTION_ID_PATTERN = "^[a-z0-9]{1,16}$";

/**
 * A question asked only after an earlier one (answered from a list) got one answer. Stored with
 * that question's id; when staff write it, its text will do too (a new question has no id yet).
 */
export interface AskWhen {
  question: string;
  answer: string;
}

/** A question as it is stored and asked: it always has its id. */
export interface BookingQuestion {
  id: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  choices: string[];
  /** Absent or null: always asked. Questions stored before ADR 0079 have none. */
  askWhen?: AskWhen | null;
}

/**
 * The questions a visitor with these answers is asked, in order: those without a condition, and
 * those whose earlier question is asked and answered as the condition says (so a chain of
 * conditions ends where one is not met). The form shows these; the check takes answers to these.
 */
export function askedQuestions<Q extends BookingQuestion>(
  questions: readonly Q[],
  answers: Readonly<Record<string, string | undefined>>,
): Q[] {
  const asked = new Set<string>();
  return questions.filter((question) => {
    const when = question.askWhen;
    if (when && !(asked.has(when.question) && answers[when.question] === when.answer)) return false;
    asked.add(question.id);
    return true;
  });
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
