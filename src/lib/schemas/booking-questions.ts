import * as z from "zod";
import {
  answerField,
  askedQuestions,
  type BookingAnswer,
  type BookingQuestion,
  QUESTION_ID_PATTERN,
  QUESTION_KINDS,
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
} from "./booking-question-terms";
import { isStorableText, NUL_MESSAGE, optionalText, requiredText } from "./fields";

/**
 * Booking questions (ADR 0059): what a meeting type asks on /book's contact step beside the
 * spec's fields ("What would you like to automate?", "Budget"), so staff arrive prepared and
 * leads are qualified before the call. The admin's question list and a visitor's answers are
 * checked here, by the form in the browser and again on the server.
 */

const choiceText = requiredText(
  {
    required: "A choice cannot be empty",
    tooLong: `Each choice must be at most ${QUESTION_LIMITS.choiceMax} characters`,
  },
  QUESTION_LIMITS.choiceMax,
);

/** One question as staff write it; a new one has no id yet (the server gives it one). */
export const bookingQuestionSchema = z
  .object({
    id: z
      .string({ error: "Question id must be text" })
      .regex(new RegExp(QUESTION_ID_PATTERN), "Question id must be 1–16 of a–z and 0–9")
      .optional(),
    label: requiredText(
      {
        required: "Question is required",
        tooLong: `Question must be at most ${QUESTION_LIMITS.labelMax} characters`,
      },
      QUESTION_LIMITS.labelMax,
    ),
    kind: z.enum(QUESTION_KINDS, { error: "Answer must be short, long or choice" }),
    required: z.boolean({ error: "Required must be true or false" }),
    choices: z.array(choiceText, { error: "Choices must be a list of texts" }).default([]),
    /** Ask it only when an earlier question (its id, or its text) got this answer. */
    askWhen: z
      .object(
        {
          question: requiredText(
            { required: "Name the question it depends on", tooLong: "No question is that long" },
            QUESTION_LIMITS.labelMax,
          ),
          answer: requiredText(
            { required: QUESTION_MESSAGES.askWhenNotAChoice, tooLong: "No choice is that long" },
            QUESTION_LIMITS.choiceMax,
          ),
        },
        { error: "askWhen must be an object with question and answer, or null" },
      )
      .nullable()
      .optional(),
  })
  .superRefine((question, ctx) => {
    const { choices } = question;
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["choices"], message });
    if (question.kind !== "choice") {
      if (choices.length > 0) issue(QUESTION_MESSAGES.choicesOnlyForList);
    } else if (choices.length < QUESTION_LIMITS.choices.min) {
      issue(QUESTION_MESSAGES.choicesNeeded);
    } else if (choices.length > QUESTION_LIMITS.choices.max) {
      issue(QUESTION_MESSAGES.choicesNeeded);
    } else if (new Set(choices.map((c) => c.toLowerCase())).size < choices.length) {
      issue(QUESTION_MESSAGES.choicesRepeated);
    }
  });
export type BookingQuestionInput = z.input<typeof bookingQuestionSchema>;

/** A meeting type's questions, in the order the form asks them. */
export const bookingQuestionsField = z
  .array(bookingQuestionSchema, { error: "Questions must be a list" })
  .max(QUESTION_LIMITS.perType, QUESTION_MESSAGES.tooMany)
  .superRefine((questions, ctx) => {
    const labels = new Set<string>();
    const ids = new Set<string>();
    questions.forEach((question, index) => {
      const label = question.label.toLowerCase();
      if (labels.has(label))
        ctx.addIssue({
          code: "custom",
          path: [index, "label"],
          message: QUESTION_MESSAGES.sameLabel,
        });
      if (question.id && ids.has(question.id))
        ctx.addIssue({ code: "custom", path: [index, "id"], message: "Question ids must differ" });
      labels.add(label);
      if (question.id) ids.add(question.id);
      const when = question.askWhen;
      // A blank part already has its own error (askWhen.question / askWhen.answer).
      if (!when?.question || !when.answer) return;
      const issue = (message: string) =>
        ctx.addIssue({ code: "custom", path: [index, "askWhen"], message });
      const earlier = dependedOn(questions, index);
      if (earlier === null) issue(QUESTION_MESSAGES.askWhenUnknown);
      else if (questions[earlier]!.kind !== "choice") issue(QUESTION_MESSAGES.askWhenNotAList);
      else if (!questions[earlier]!.choices.includes(when.answer))
        issue(QUESTION_MESSAGES.askWhenNotAChoice);
    });
  });

/**
 * Where the question at `index` finds the one it depends on: an earlier question with that id,
 * else with that text (a new question has no id until it is saved). Null: none before it.
 */
export function dependedOn(
  questions: readonly { id?: string; label: string; askWhen?: { question: string } | null }[],
  index: number,
): number | null {
  const reference = questions[index]?.askWhen?.question;
  if (!reference) return null;
  const before = questions.slice(0, index);
  const byId = before.findIndex((question) => question.id === reference);
  if (byId >= 0) return byId;
  const byLabel = before.findIndex((q) => q.label.toLowerCase() === reference.toLowerCase());
  return byLabel >= 0 ? byLabel : null;
}

/** A question as it is stored, asked and answered by the API: it always has its id. */
export const bookingQuestionResponseSchema = z.object({
  id: z.string().meta({ description: "The key of its answer in a booking's `answers`" }),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS).meta({
    description:
      "short: one line (200 characters); long: a paragraph (2,000); choice: one of `choices`",
  }),
  required: z.boolean(),
  choices: z.array(z.string()).meta({ description: "The answers to choose from (kind choice)" }),
  askWhen: z.object({ question: z.string(), answer: z.string() }).nullable().optional().meta({
    description:
      "Asked only when the earlier question whose id is `question` got `answer`; null or absent: always",
  }),
}) satisfies z.ZodType<BookingQuestion>;

/** The `answers` of a booking request: answer text by question id (checked per type later). */
export const answersRequestField = z
  .record(
    z.string().regex(new RegExp(QUESTION_ID_PATTERN), "Unknown question"),
    z
      .string({ error: "An answer must be text" })
      .max(
        QUESTION_LIMITS.answerMax.long,
        `An answer must be at most ${QUESTION_LIMITS.answerMax.long} characters`,
      )
      .refine(isStorableText, NUL_MESSAGE),
    { error: "Answers must be an object of answers by question id" },
  )
  .optional()
  .meta({
    description:
      "Answers to the meeting type's questions (GET /api/v1/meeting-types), by question id",
  });

function answerSchema(question: BookingQuestion) {
  if (question.kind === "choice") {
    const choice = z.string().refine((value) => question.choices.includes(value), {
      message: QUESTION_MESSAGES.notAChoice,
    });
    return question.required
      ? z
          .string({ error: QUESTION_MESSAGES.answerRequired })
          .trim()
          .min(1, QUESTION_MESSAGES.answerRequired)
          .pipe(choice)
      : z
          .union([z.literal(""), choice])
          .optional()
          .default("");
  }
  const max = QUESTION_LIMITS.answerMax[question.kind];
  const tooLong = `The answer must be at most ${max} characters`;
  return question.required
    ? requiredText({ required: QUESTION_MESSAGES.answerRequired, tooLong }, max)
    : optionalText("The answer", max);
}

/**
 * Checks a visitor's answers against a type's questions. Each error is keyed by the answer's
 * field (`answers.<id>`); answers to questions the type does not ask, or does not ask after the
 * answers given (`askWhen`), are dropped. Kept: the answered questions in the type's order, each
 * with the question as asked.
 */
export function checkAnswers(
  questions: readonly BookingQuestion[],
  answers: Record<string, string | undefined> = {},
): { ok: true; answers: BookingAnswer[] } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const kept: BookingAnswer[] = [];
  for (const question of askedQuestions(questions, answers)) {
    const parsed = answerSchema(question).safeParse(answers[question.id]);
    if (!parsed.success) fields[answerField(question.id)] = parsed.error.issues[0]!.message;
    else if (parsed.data !== "")
      kept.push({ id: question.id, question: question.label, answer: parsed.data });
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, answers: kept };
}
