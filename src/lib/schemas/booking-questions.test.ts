import { describe, expect, it } from "vitest";
import { answersAsLines, type BookingQuestion } from "./booking-question-terms";
import { bookingQuestionsField, checkAnswers } from "./booking-questions";
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
