import { describe, expect, it } from "vitest";
import { answersAsLines, askedQuestions, type BookingQuestion } from "./booking-question-terms";
import { bookingQuestionsField, checkAnswers, dependedOn } from "./booking-questions";
import { fieldErrors } from "./field-errors";

const errorsOf = (input: unknown) => {
  const result = bookingQuestionsField.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("a meeting type's questions (what staff write)", () => {
  it("accepts a line, a paragraph and a list, trimmed, and gives no choices to text answers", () => {
    const parsed = bookingQuestionsField.parse([
      { label: "  Company size ", kind: "choice", required: true, choices: [" 1–10", "11–50 "] },
      { label: "What would you like to automate?", kind: "long", required: false },
      { id: "budget1", label: "Budget", kind: "short", required: false, choices: [] },
    ]);
    expect(parsed).toEqual([
      { label: "Company size", kind: "choice", required: true, choices: ["1–10", "11–50"] },
      { label: "What would you like to automate?", kind: "long", required: false, choices: [] },
      { id: "budget1", label: "Budget", kind: "short", required: false, choices: [] },
    ]);
  });

  it("names the question and the part of it that is wrong", () => {
    expect(
      errorsOf([
        { label: " ", kind: "short", required: true },
        { label: "Size", kind: "choice", required: true, choices: ["Only one"] },
        { label: "Tools", kind: "choice", required: false, choices: ["Excel", "excel"] },
        { label: "Budget", kind: "short", required: false, choices: ["a", "b"] },
        { label: "Why", kind: "maybe", required: "yes" },
      ]),
    ).toEqual({
      "0.label": "Question is required",
      "1.choices": "List 2 to 10 choices, one per line",
      "2.choices": "Each choice may be listed once",
      "3.choices": "Only a question answered from a list has choices",
      "4.kind": "Answer must be short, long or choice",
      "4.required": "Required must be true or false",
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `Choice ${i}`);
    expect(errorsOf([{ label: "Size", kind: "choice", required: true, choices: eleven }])).toEqual({
      "0.choices": "List 2 to 10 choices, one per line",
    });
    expect(
      errorsOf([{ label: "Size", kind: "choice", required: true, choices: ["a", "x".repeat(81)] }]),
    ).toEqual({ "0.choices.1": "Each choice must be at most 80 characters" });
    expect(errorsOf([{ label: "x".repeat(151), kind: "short", required: true }])).toEqual({
      "0.label": "Question must be at most 150 characters",
    });
  });

  it("takes at most five, each asked once, with ids that differ", () => {
    const question = (label: string) => ({ label, kind: "short", required: false });
    expect(errorsOf(["a", "b", "c", "d", "e", "f"].map(question))).toEqual({
      form: "A meeting type may ask at most 5 questions",
    });
    expect(errorsOf([question("Budget"), question("budget")])).toEqual({
      "1.label": "Another question already asks this",
    });
    expect(
      errorsOf([
        { ...question("One"), id: "abc" },
        { ...question("Two"), id: "abc" },
      ]),
    ).toEqual({ "1.id": "Question ids must differ" });
    expect(errorsOf([{ ...question("One"), id: "Not Valid" }])).toEqual({
      "0.id": "Question id must be 1–16 of a–z and 0–9",
    });
  });
});

const questions: BookingQuestion[] = [
  { id: "size", label: "Company size", kind: "choice", required: true, choices: ["1–10", "11+"] },
  { id: "goal", label: "What should AI do for you?", kind: "long", required: true, choices: [] },
  { id: "budget", label: "Budget", kind: "short", required: false, choices: [] },
  { id: "tools", label: "Tools", kind: "choice", required: false, choices: ["Excel", "HubSpot"] },
];

describe("a question asked after an earlier answer (ADR 0079)", () => {
  const size = { label: "Company size", kind: "choice", required: true, choices: ["1–10", "51+"] };
  const team = (askWhen: unknown) => ({
    label: "Which team?",
    kind: "short",
    required: true,
    askWhen,
  });

  it("names the earlier question by id or, while it is new, by its text", () => {
    const parsed = bookingQuestionsField.parse([
      { ...size, id: "k3x9" },
      team({ question: " company SIZE ", answer: "51+" }),
      { ...team({ question: "k3x9", answer: "1–10" }), label: "Who decides?" },
    ]);
    expect(parsed[1]?.askWhen).toEqual({ question: "company SIZE", answer: "51+" });
    expect(dependedOn(parsed, 1)).toBe(0);
    expect(dependedOn(parsed, 2)).toBe(0);
    expect(dependedOn(parsed, 0)).toBeNull();
    // A condition left out or null: asked every time.
    expect(bookingQuestionsField.parse([size, team(null)])[1]?.askWhen).toBeNull();
  });

  it("depends only on an earlier question answered from a list, and on one of its choices", () => {
    const goal = { label: "Goal", kind: "short", required: false };
    expect(
      errorsOf([
        team({ question: "Company size", answer: "51+" }),
        size,
        { ...team({ question: "Goal", answer: "x" }), label: "After goal" },
        goal,
      ]),
    ).toEqual({
      "0.askWhen": "Ask it after the question it depends on",
      "2.askWhen": "Ask it after the question it depends on",
    });
    expect(errorsOf([goal, team({ question: "Goal", answer: "x" })])).toEqual({
      "1.askWhen": "It can depend only on a question answered from a list",
    });
    expect(errorsOf([size, team({ question: "Company size", answer: "11–50" })])).toEqual({
      "1.askWhen": "Choose one of that question's choices",
    });
    expect(errorsOf([size, team({ question: "Company size", answer: " " })])).toEqual({
      "1.askWhen.answer": "Choose one of that question's choices",
    });
    expect(errorsOf([size, team("51+")])).toEqual({
      "1.askWhen": "askWhen must be an object with question and answer, or null",
    });
  });

  const chain: BookingQuestion[] = [
    { id: "size", label: "Company size", kind: "choice", required: true, choices: ["1–10", "51+"] },
    {
      id: "team",
      label: "Which team?",
      kind: "choice",
      required: true,
      choices: ["Sales", "Support"],
      askWhen: { question: "size", answer: "51+" },
    },
    {
      id: "tickets",
      label: "Tickets a week",
      kind: "short",
      required: true,
      choices: [],
      askWhen: { question: "team", answer: "Support" },
    },
  ];
  const ids = (answers: Record<string, string>) => askedQuestions(chain, answers).map((q) => q.id);

  it("is asked once the answer it waits for is given, down a chain", () => {
    expect(ids({})).toEqual(["size"]);
    expect(ids({ size: "1–10", team: "Support" })).toEqual(["size"]);
    expect(ids({ size: "51+" })).toEqual(["size", "team"]);
    expect(ids({ size: "51+", team: "Support" })).toEqual(["size", "team", "tickets"]);
  });

  it("is required only when asked, and an answer to it otherwise is dropped", () => {
    expect(checkAnswers(chain, { size: "1–10", team: "Support", tickets: "40" })).toEqual({
      ok: true,
      answers: [{ id: "size", question: "Company size", answer: "1–10" }],
    });
    expect(checkAnswers(chain, { size: "51+", team: "Support" })).toEqual({
      ok: false,
      fields: { "answers.tickets": "An answer is required" },
    });
    expect(checkAnswers(chain, { size: "51+", team: "Sales", tickets: "40" })).toEqual({
      ok: true,
      answers: [
        { id: "size", question: "Company size", answer: "51+" },
        { id: "team", question: "Which team?", answer: "Sales" },
      ],
    });
  });
});

describe("checkAnswers (the visitor's answers, in the browser and on the server)", () => {
  it("keeps the answered questions in the type's order, each with the question as asked", () => {
    const checked = checkAnswers(questions, {
      budget: "  ",
      goal: "  Answer our guests on WhatsApp ",
      size: "11+",
      tools: "",
      // A question the type no longer asks (the page was older) is dropped.
      gone: "anything",
    });
    expect(checked).toEqual({
      ok: true,
      answers: [
        { id: "size", question: "Company size", answer: "11+" },
        {
          id: "goal",
          question: "What should AI do for you?",
          answer: "Answer our guests on WhatsApp",
        },
      ],
    });
  });

  it("names each answer's field with its problem", () => {
    expect(checkAnswers(questions, { size: "Fifty", goal: " \u200b ", tools: "Notion" })).toEqual({
      ok: false,
      fields: {
        "answers.size": "Choose one of the listed answers",
        "answers.goal": "An answer is required",
        "answers.tools": "Choose one of the listed answers",
      },
    });
    expect(checkAnswers(questions)).toEqual({
      ok: false,
      fields: { "answers.size": "An answer is required", "answers.goal": "An answer is required" },
    });
    expect(checkAnswers(questions, { size: "11+", goal: "ok", budget: "x".repeat(201) })).toEqual({
      ok: false,
      fields: { "answers.budget": "The answer must be at most 200 characters" },
    });
    expect(checkAnswers(questions, { size: "11+", goal: "a\u0000b" })).toEqual({
      ok: false,
      fields: { "answers.goal": "Contains a character that is not allowed" },
    });
  });

  it("asks nothing of a type without questions", () => {
    expect(checkAnswers([], { anything: "x" })).toEqual({ ok: true, answers: [] });
  });

  it("reads as one 'Question: answer' line each (the CSV cell)", () => {
    expect(
      answersAsLines([
        { id: "a", question: "Budget", answer: "£1,000" },
        { id: "b", question: "Goal", answer: "Fewer e-mails" },
      ]),
    ).toBe("Budget: £1,000\nGoal: Fewer e-mails");
  });
});
