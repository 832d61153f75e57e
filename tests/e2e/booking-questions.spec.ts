import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { bookings, meetingTypes } from "@/server/db/schema";
import { signInAsOwner } from "./admin-helpers";
import {
  bookThroughApi,
  chooseDate,
  fillContact,
  resetBooking,
  slotButton,
  weekdayAhead,
} from "./booking-helpers";
import { expect, expectNoAxeViolations, mailbox, test, uniqueEmail } from "./fixtures";

// Booking questions (ADR 0059): staff give a meeting type its questions on the Availability tab,
// /book asks them on the contact step (checked in the browser and again on the server), and staff
// read the answers on the Bookings tab and in their mail. resetBooking clears the questions.

const QUESTIONS = [
  { id: "goal", label: "Goal", kind: "short" as const, required: true, choices: [] },
  { id: "tools", label: "Tools", kind: "choice" as const, required: false, choices: ["A", "B"] },
];

/** Consultation asks `questions`; a free date is returned. */
async function consultationAsking(db: Database, questions: typeof QUESTIONS) {
  const date = weekdayAhead(9);
  await resetBooking(db, [date]);
  await db.update(meetingTypes).set({ questions }).where(eq(meetingTypes.slug, "consultation"));
  return date;
}

/** Signs in as the owner and opens Consultation's form on the Availability tab. */
async function editConsultation(page: Page) {
  await signInAsOwner(page);
  await page.goto("/admin/availability");
  const section = page.getByRole("region", { name: "Meeting types" });
  await section.getByRole("button", { name: "Edit Consultation" }).click();
  const form = section.getByRole("form", { name: "Edit Consultation" });
  const questions = form.getByRole("group", { name: "Questions on the booking form" });
  return { section, form, questions };
}

test.describe("Booking questions", () => {
  test.afterEach(async ({ db }) => {
    await resetBooking(db);
  });

  test("staff add questions, a visitor answers them on /book, staff read the answers", async ({
    page,
    browser,
    db,
  }) => {
    const date = weekdayAhead(8);
    await resetBooking(db, [date]);
    const { section, form, questions } = await editConsultation(page);
    for (let i = 1; i <= 3; i++) {
      await questions.getByRole("button", { name: "Add a question" }).click();
      // The new question's text takes the focus.
      await expect(
        questions
          .getByRole("group", { name: `Question ${i}` })
          .getByLabel("Question", { exact: true }),
      ).toBeFocused();
    }
    const first = questions.getByRole("group", { name: "Question 1" });
    await first.getByLabel("Question", { exact: true }).fill("Company size");
    await first.getByLabel("Answer").selectOption({ label: "One of a list" });
    await first.getByLabel("Choices, one per line").fill("1–10\n11–50\n\n51+");
    await first.getByLabel("Required", { exact: true }).check();
    const second = questions.getByRole("group", { name: "Question 2" });
    await second
      .getByLabel("Question", { exact: true })
      .fill("What should AI take off your plate?");
    await second.getByLabel("Answer").selectOption({ label: "Paragraph" });
    // The third is left empty, and a list question with one choice: each names its problem.
    await questions
      .getByRole("group", { name: "Question 3" })
      .getByLabel("Answer")
      .selectOption({ label: "One of a list" });
    await form.getByRole("button", { name: "Save type" }).click();
    const third = questions.getByRole("group", { name: "Question 3" });
    await expect(third.getByLabel("Question", { exact: true })).toHaveAccessibleDescription(
      "Question is required",
    );
    await expect(third.getByLabel("Choices, one per line")).toHaveAccessibleDescription(
      "List 2 to 10 choices, one per line",
    );
    await expectNoAxeViolations(page);
    // An error stays with its question when the question moves, until the next save.
    await third.getByRole("button", { name: "Move up question 3" }).click();
    await expect(second.getByLabel("Question", { exact: true })).toHaveAccessibleDescription(
      "Question is required",
    );
    await expect(third.getByLabel("Question", { exact: true })).toHaveValue(
      "What should AI take off your plate?",
    );
    await expect(third.getByLabel("Question", { exact: true })).toHaveAccessibleDescription("");
    await second.getByRole("button", { name: "Move down question 2" }).click();
    await third.getByRole("button", { name: "Remove question 3" }).click();
    await expect(questions.getByRole("button", { name: "Add a question" })).toBeFocused();
    // Reordered with the keyboard's focus kept on the moved question's buttons.
    await second.getByRole("button", { name: "Move up question 2" }).click();
    await expect(
      questions.getByRole("group", { name: "Question 1" }).getByLabel("Question", { exact: true }),
    ).toHaveValue("What should AI take off your plate?");
    await expect(questions.getByRole("button", { name: "Move down question 1" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(questions.getByRole("button", { name: "Move up question 2" })).toBeFocused();
    await expect(first.getByLabel("Question", { exact: true })).toHaveValue("Company size");
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(section.getByRole("button", { name: "Edit Consultation" })).toBeFocused();
    await expect(section.getByRole("list", { name: "Meeting types" })).toContainText("2 questions");

    // A visitor, in their own browser.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const email = uniqueEmail("questions");
    await visitor.goto("/book");
    await chooseDate(visitor, date);
    await slotButton(visitor, "2:00 PM", date).click();
    await visitor.getByRole("button", { name: "Continue" }).click();
    const size = visitor.getByLabel("Company size");
    const paragraph = visitor.getByLabel("What should AI take off your plate? (optional)");
    await expect(size).toBeVisible();
    await expect(paragraph).toBeVisible();
    // Asked after the contact number, before the notes.
    const order = await visitor
      .locator("form input:not([type=hidden]), form select, form textarea")
      .evaluateAll((fields) => fields.map((f) => f.getAttribute("name")).filter(Boolean));
    expect(order.indexOf("contactNumber")).toBeLessThan(
      order.indexOf(await size.getAttribute("name")),
    );
    expect(order.indexOf(await paragraph.getAttribute("name"))).toBeLessThan(
      order.indexOf("notes"),
    );
    await fillContact(visitor, {
      firstName: "Grace",
      lastName: "Hopper",
      email,
      contactNumber: "+44 20 7946 0958",
    });
    await visitor.getByRole("button", { name: "Confirm booking" }).click();
    // The required list question is the first field in error: it takes the focus.
    await expect(size).toBeFocused();
    await expect(size).toHaveAccessibleDescription("An answer is required");
    await expectNoAxeViolations(visitor);
    await size.selectOption("11–50");
    await expect(size).not.toHaveAttribute("aria-invalid", "true");
    await paragraph.fill("Answering guests on WhatsApp");
    await visitor.getByRole("button", { name: "Confirm booking" }).click();
    await expect(visitor.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    await context.close();

    const [row] = await db
      .select({ answers: bookings.answers })
      .from(bookings)
      .where(and(eq(bookings.email, email), eq(bookings.status, "confirmed")));
    expect(row?.answers.map(({ question, answer }) => [question, answer])).toEqual([
      ["Company size", "11–50"],
      ["What should AI take off your plate?", "Answering guests on WhatsApp"],
    ]);
    const staff = await mailbox.waitFor("staff@agency.test", (m) => m.text.includes(email));
    expect(staff.text).toContain("Company size:\n11–50");
    // The visitor keeps a record of what they told us.
    const confirmation = await mailbox.waitFor(email, (m) => m.subject.startsWith("Your meeting"));
    expect(confirmation.text).toContain(
      "What should AI take off your plate?:\nAnswering guests on WhatsApp",
    );
    await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    const card = page.getByRole("article");
    await expect(card).toContainText("Company size11–50");
    await expect(card).toContainText(
      "What should AI take off your plate?Answering guests on WhatsApp",
    );
  });

  test("a link can fill in the answers, which the visitor sees and can change", async ({
    page,
    db,
  }) => {
    const date = await consultationAsking(db, QUESTIONS);
    await page.goto("/book?answers.goal=Faster%20quotes&answers.tools=B&answers.other=ignored");
    await chooseDate(page, date);
    await slotButton(page, "2:00 PM", date).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Goal")).toHaveValue("Faster quotes");
    await expect(page.getByLabel("Tools (optional)")).toHaveValue("B");
    await page.getByLabel("Goal").fill("Faster quotes, and replies");
    await expect(page.getByLabel("Goal")).toHaveValue("Faster quotes, and replies");
  });

  test("the API lists a type's questions and books only with its required answers", async ({
    request,
    db,
  }) => {
    const date = await consultationAsking(db, QUESTIONS);
    const listed = await (await request.get("/api/v1/meeting-types")).json();
    expect(listed.meetingTypes[0].questions).toEqual([
      { id: "goal", label: "Goal", kind: "short", required: true, choices: [] },
      { id: "tools", label: "Tools", kind: "choice", required: false, choices: ["A", "B"] },
    ]);
    const email = uniqueEmail("questions-api");
    const refused = await bookThroughApi(request, {
      email,
      date,
      time: "15:00",
      answers: { tools: "C" },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields).toEqual({
      "answers.goal": "An answer is required",
      "answers.tools": "Choose one of the listed answers",
    });
    const booked = await bookThroughApi(request, {
      email,
      date,
      time: "15:00",
      answers: { goal: "Fewer e-mails", tools: "B" },
    });
    expect(booked.status()).toBe(201);
  });

  test("a question asked only after an earlier answer appears with that answer", async ({
    page,
    browser,
    db,
  }) => {
    const date = weekdayAhead(10);
    await resetBooking(db, [date]);
    const { section, form, questions } = await editConsultation(page);
    await questions.getByRole("button", { name: "Add a question" }).click();
    await questions.getByRole("button", { name: "Add a question" }).click();
    const first = questions.getByRole("group", { name: "Question 1" });
    const second = questions.getByRole("group", { name: "Question 2" });
    await first.getByLabel("Question", { exact: true }).fill("Company size");
    await first.getByLabel("Answer").selectOption({ label: "One of a list" });
    await first.getByLabel("Choices, one per line").fill("1–10\n51+");
    await first.getByLabel("Required", { exact: true }).check();
    // The first has nothing before it to depend on.
    await expect(first.getByLabel("Ask")).toHaveCount(0);
    await second.getByLabel("Question", { exact: true }).fill("Which team would use it?");
    await second.getByLabel("Required", { exact: true }).check();
    await second.getByLabel("Ask").selectOption({ label: "Only when “Company size” is 51+" });
    // Moved above the question it depends on: the save names the problem beside it.
    await second.getByRole("button", { name: "Move up question 2" }).click();
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(first.getByLabel("Ask")).toHaveAccessibleDescription(
      "Ask it after the question it depends on",
    );
    await expectNoAxeViolations(page);
    await first.getByRole("button", { name: "Move down question 1" }).click();
    await form.getByRole("button", { name: "Save type" }).click();
    await expect(section.getByRole("button", { name: "Edit Consultation" })).toBeFocused();
    const [type] = await db
      .select({ questions: meetingTypes.questions })
      .from(meetingTypes)
      .where(eq(meetingTypes.slug, "consultation"));
    const [size, team] = type?.questions ?? [];
    expect(team?.askWhen).toEqual({ question: size?.id, answer: "51+" });
    // Opened again, the form shows the condition as saved.
    await section.getByRole("button", { name: "Edit Consultation" }).click();
    await expect(second.getByLabel("Ask")).toHaveValue(`${size?.id}\n51+`);
    await form.getByRole("button", { name: "Cancel" }).click();

    const context = await browser.newContext();
    const visitor = await context.newPage();
    const email = uniqueEmail("conditional");
    await visitor.goto("/book");
    await chooseDate(visitor, date);
    await slotButton(visitor, "2:00 PM", date).click();
    await visitor.getByRole("button", { name: "Continue" }).click();
    const teamField = visitor.getByLabel("Which team would use it?");
    await expect(visitor.getByLabel("Company size")).toBeVisible();
    await expect(teamField).toHaveCount(0);
    await visitor.getByLabel("Company size").selectOption("51+");
    await expect(teamField).toBeVisible();
    await teamField.fill("Customer support");
    await visitor.getByLabel("Company size").selectOption("1–10");
    await expect(teamField).toHaveCount(0);
    // Back to the answer that asks it: what was typed is still there.
    await visitor.getByLabel("Company size").selectOption("51+");
    await expect(teamField).toHaveValue("Customer support");
    await fillContact(visitor, {
      firstName: "Katherine",
      lastName: "Johnson",
      email,
      contactNumber: "+44 20 7946 0958",
    });
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("button", { name: "Confirm booking" }).click();
    await expect(visitor.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row?.answers).toEqual([
      { id: size?.id, question: "Company size", answer: "51+" },
      { id: team?.id, question: "Which team would use it?", answer: "Customer support" },
    ]);
    await context.close();
  });
});
