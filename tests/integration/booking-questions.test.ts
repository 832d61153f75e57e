import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { bookingFilterSchema } from "@/lib/schemas/admin";
import { bookingRequestSchema } from "@/lib/schemas/booking";
import { bookingQuestionsField } from "@/lib/schemas/booking-questions";
import { meetingTypeUpdateSchema } from "@/lib/schemas/meeting-types";
import {
  createMeetingType,
  findLinkedMeetingType,
  listMeetingTypes,
  listPublicMeetingTypes,
  updateMeetingType,
} from "@/server/availability/meeting-types";
import { bookingsToCsv } from "@/server/bookings/bookings-csv";
import { createBooking } from "@/server/bookings/create-booking";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { auditLog, bookings, meetingTypes } from "@/server/db/schema";
import { csvRecords } from "../support/csv";
import { describeEachDriver, pgErrorCode } from "../support/test-database";
import {
  auditTypeInput,
  bookingRequest,
  failureOf,
  resetBookingData,
  testDeps,
  withWebhookEndpoint,
} from "./booking-helpers";

// Booking questions (ADR 0059) on both databases: staff give a type its questions, /book and the
// API take the answers, checked against the type as it stands; the booking keeps each answer with
// the question as asked, and staff read them on the Bookings tab, in the CSV, the staff mail and
// the webhook.

const NOW = "2030-01-04T12:00:00Z";
const actor = { userId: null, email: "owner@agency.test" };

const audit = auditTypeInput;

describeEachDriver("booking questions", (current) => {
  beforeEach(async () => {
    await resetBookingData(current().db);
  });

  it("gives each new question an id that stays through edits; an edit without them keeps them", async () => {
    const { db } = current();
    const created = await createMeetingType(db, actor, audit());
    const ids = created.questions.map((q) => q.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{1,16}$/);
    expect(new Set(ids).size).toBe(3);
    expect(created.questions[0]).toEqual({
      id: ids[0],
      label: "Company size",
      kind: "choice",
      required: true,
      choices: ["1–10", "11–50", "51+"],
    });

    // Reworded and a fourth added: the saved ones keep their ids, the new one gets its own.
    const [size, goal] = created.questions;
    const edited = await updateMeetingType(
      db,
      actor,
      meetingTypeUpdateSchema.parse({
        ...audit(),
        id: created.id,
        questions: [
          { ...goal, label: "What should AI do for you?" },
          size,
          { label: "Which tools do you use?", kind: "short", required: false },
        ],
      }),
    );
    expect(edited.questions.map((q) => q.id)).toEqual([
      goal!.id,
      size!.id,
      expect.stringMatching(/^[a-z0-9]+$/),
    ]);
    // A script that sends no questions (written before them) keeps them.
    const { questions: _omitted, ...withoutQuestions } = audit({ name: "Audit" });
    const renamed = await updateMeetingType(db, actor, { ...withoutQuestions, id: created.id });
    expect(renamed.questions).toEqual(edited.questions);
    // The audit trail records the questions before and after.
    const [row] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "meeting_type.update"))
      .orderBy(auditLog.createdAt)
      .limit(1);
    expect(JSON.stringify(row?.before)).toContain("Company size");
    expect(JSON.stringify(row?.after)).toContain("What should AI do for you?");
    // The admin list and the public ones carry them.
    expect((await listMeetingTypes(db)).find((t) => t.slug === "audit")?.questions).toEqual(
      edited.questions,
    );
    expect((await findLinkedMeetingType(db, "audit"))?.type.questions).toEqual(edited.questions);
    const listed = await listPublicMeetingTypes(db);
    expect(listed.meetingTypes.find((t) => t.slug === "audit")?.questions).toEqual(
      edited.questions,
    );
  });

  it("books with the answers, each kept with the question as asked, in the type's order", async () => {
    const { db } = current();
    const type = await createMeetingType(db, actor, audit());
    const [size, goal, budget] = type.questions.map((q) => q.id);
    const deps = testDeps(NOW);
    const request = bookingRequestSchema.parse({
      ...bookingRequest({ type: "audit" }),
      answers: { [budget!]: "  ", [goal!]: " Answer guests on WhatsApp ", [size!]: "11–50" },
    });
    const { body, deliver } = await createBooking(db, request, { ip: null }, deps);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    const expected = [
      { id: size, question: "Company size", answer: "11–50" },
      {
        id: goal,
        question: "What should AI take off your plate?",
        answer: "Answer guests on WhatsApp",
      },
    ];
    expect(row?.answers).toEqual(expected);

    // Staff read them in the new-booking mail, under their questions.
    await deliver();
    const staff = deps.sent.find((mail) => mail.to === "staff@agency.test");
    expect(staff?.text).toContain("Company size:\n11–50");
    expect(staff?.text).toContain(
      "What should AI take off your plate?:\nAnswer guests on WhatsApp",
    );
    expect(staff?.text).not.toContain("Budget");
    // …on the Bookings tab and in its CSV (its answers column, then guests, no_show, the source,
    // staff notes)…
    const listed = await listAllBookings(
      db,
      bookingFilterSchema.parse({ view: "upcoming" }),
      new Date(NOW),
    );
    expect(listed[0]?.answers).toEqual(expected);
    expect(csvRecords(bookingsToCsv(listed))[0]).toMatchObject({
      meeting_type: "audit",
      meeting_type_name: "AI audit",
      answers:
        "Company size: 11–50\nWhat should AI take off your plate?: Answer guests on WhatsApp",
      guests: "",
    });
    // …and the search finds a booking by what was answered (not by the question's words).
    const found = (q: string) =>
      listAllBookings(db, bookingFilterSchema.parse({ view: "upcoming", q }), new Date(NOW));
    expect((await found("whatsapp"))[0]?.id).toBe(body.id);
    expect(await found("plate")).toEqual([]);

    // Rewording the question later leaves the booking's copy as it was asked.
    await updateMeetingType(db, actor, {
      ...audit(),
      id: type.id,
      questions: [{ ...type.questions[0]!, label: "Team size" }],
    });
    const [after] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(after?.answers).toEqual(expected);
    // A move keeps them.
    await rescheduleBooking(
      db,
      body.id,
      { date: "2030-01-08", time: "11:00" },
      { by: "staff", actor },
      deps,
    );
    const [moved] = await db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(moved?.answers).toEqual(expected);
  });

  it("refuses missing and unlisted answers with a 422 naming each answer's field, and books nothing", async () => {
    const { db } = current();
    const type = await createMeetingType(db, actor, audit());
    const [size, goal] = type.questions.map((q) => q.id);
    const failure = await failureOf(
      createBooking(
        db,
        bookingRequestSchema.parse({
          ...bookingRequest({ type: "audit" }),
          answers: { [size!]: "Two hundred" },
        }),
        { ip: null },
        testDeps(NOW),
      ),
    );
    expect(failure).toEqual({
      status: 422,
      message: "Choose one of the listed answers",
      fields: {
        [`answers.${size}`]: "Choose one of the listed answers",
        [`answers.${goal}`]: "An answer is required",
      },
      retryAfterSeconds: undefined,
    });
    expect(await db.select().from(bookings)).toHaveLength(0);
    // The default type asks nothing: answers sent to it are dropped, and it books as before.
    const plain = await createBooking(
      db,
      bookingRequestSchema.parse({ ...bookingRequest(), answers: { [size!]: "1–10" } }),
      { ip: null },
      testDeps(NOW),
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, plain.body.id));
    expect(row?.answers).toEqual([]);
  });

  it("stores a question asked after an earlier answer by that question's id, and books by it", async () => {
    const { db } = current();
    const size = {
      label: "Company size",
      kind: "choice",
      required: true,
      choices: ["1–10", "51+"],
    };
    const team = {
      label: "Which team would use it?",
      kind: "short",
      required: true,
      // A new question has no id yet: the condition names it by its text.
      askWhen: { question: "company size", answer: "51+" },
    };
    const type = await createMeetingType(db, actor, {
      ...audit(),
      questions: bookingQuestionsField.parse([size, team]),
    });
    const [sizeId, teamId] = type.questions.map((q) => q.id);
    expect(type.questions[1]?.askWhen).toEqual({ question: sizeId, answer: "51+" });
    expect(type.questions[0]).not.toHaveProperty("askWhen");
    // The public list carries it, so /book and API clients know when to ask.
    const listed = await listPublicMeetingTypes(db);
    const asked = listed.meetingTypes.find((t) => t.slug === "audit")?.questions;
    expect(asked?.[1]?.askWhen).toEqual({ question: sizeId, answer: "51+" });
    // An edit sending back what it read keeps it (the condition by id this time).
    const edited = await updateMeetingType(db, actor, {
      ...audit(),
      id: type.id,
      questions: bookingQuestionsField.parse(type.questions),
    });
    expect(edited.questions).toEqual(type.questions);

    const book = (answers: Record<string, string>, date: string) =>
      createBooking(
        db,
        bookingRequestSchema.parse({ ...bookingRequest({ type: "audit", date }), answers }),
        { ip: null },
        testDeps(NOW),
      );
    // Not asked (a small company): an answer sent anyway is dropped, and it is not required.
    const small = await book({ [sizeId!]: "1–10", [teamId!]: "Support" }, "2030-01-07");
    const [smallRow] = await db.select().from(bookings).where(eq(bookings.id, small.body.id));
    expect(smallRow?.answers).toEqual([{ id: sizeId, question: "Company size", answer: "1–10" }]);
    // Asked: required, then kept.
    expect(await failureOf(book({ [sizeId!]: "51+" }, "2030-01-08"))).toMatchObject({
      status: 422,
      fields: { [`answers.${teamId}`]: "An answer is required" },
    });
    const large = await book({ [sizeId!]: "51+", [teamId!]: "Support" }, "2030-01-08");
    const [largeRow] = await db.select().from(bookings).where(eq(bookings.id, large.body.id));
    expect(largeRow?.answers).toEqual([
      { id: sizeId, question: "Company size", answer: "51+" },
      { id: teamId, question: "Which team would use it?", answer: "Support" },
    ]);
  });

  it("sends the answers with the booking.created webhook", async () => {
    const { db } = current();
    const type = await createMeetingType(db, actor, audit());
    const [size, goal] = type.questions.map((q) => q.id);
    const [delivery] = await withWebhookEndpoint(db, "booking.created", async () => {
      await createBooking(
        db,
        bookingRequestSchema.parse({
          ...bookingRequest({ type: "audit" }),
          answers: { [size!]: "51+", [goal!]: "Quotes" },
        }),
        { ip: null },
        testDeps(NOW),
      );
    });
    expect(delivery?.data.answers).toEqual([
      { id: size, question: "Company size", answer: "51+" },
      { id: goal, question: "What should AI take off your plate?", answer: "Quotes" },
    ]);
  });

  it("the database keeps a list of at most five questions, and answers as a list", async () => {
    const { db } = current();
    const six = Array.from({ length: 6 }, (_, i) => ({
      id: `q${i}`,
      label: `Q${i}`,
      kind: "short" as const,
      required: false,
      choices: [],
    }));
    const refused = (write: Promise<unknown>) => write.then(() => "written", pgErrorCode);
    expect(
      await refused(
        db
          .update(meetingTypes)
          .set({ questions: six })
          .where(eq(meetingTypes.slug, "consultation")),
      ),
    ).toBe("23514");
    expect(
      await refused(db.execute(sql`UPDATE meeting_types SET questions = '{"a":1}'::jsonb`)),
    ).toBe("23514");
    const { body } = await createBooking(db, bookingRequest(), { ip: null }, testDeps(NOW));
    expect(
      await refused(
        db.execute(sql`UPDATE bookings SET answers = '"text"'::jsonb WHERE id = ${body.id}`),
      ),
    ).toBe("23514");
  });
});
