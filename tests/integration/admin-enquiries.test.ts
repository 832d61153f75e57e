import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  type EnquiryFilter,
  enquiryFilterSchema,
  markEnquirySchema,
} from "@/lib/schemas/admin-enquiries";
import { auditLog, enquiries } from "@/server/db/schema";
import { ENQUIRY_CSV_HEADER, enquiriesToCsv } from "@/server/enquiries/enquiries-csv";
import { listAllEnquiries, listEnquiries } from "@/server/enquiries/list-enquiries";
import { markEnquiry } from "@/server/enquiries/mark-enquiry";
import { createApiRoute } from "@/server/http/api-route";
import { staffActor } from "../support/admin-fixtures";
import { describeEachDriver } from "../support/test-database";

const NOW = new Date("2031-03-01T09:00:00Z");
const filter = (query: Record<string, string> = {}): EnquiryFilter =>
  enquiryFilterSchema.parse(query);

type NewEnquiry = typeof enquiries.$inferInsert;
const enquiry = (overrides: Partial<NewEnquiry> = {}): NewEnquiry => ({
  name: "Maria Lopez",
  email: "maria@example.com",
  company: "Azure Villas",
  message: "We manage 40 villas and want an AI booking agent.",
  createdAt: new Date("2031-02-20T10:00:00Z"),
  ...overrides,
});

describeEachDriver("admin enquiries", (current) => {
  const insert = async (...rows: NewEnquiry[]) =>
    current().db.insert(enquiries).values(rows).returning({ id: enquiries.id });

  beforeEach(async () => {
    await current().db.delete(enquiries);
    await current().db.delete(auditLog);
  });

  it("lists every enquiry newest first and tells none yet from none matching", async () => {
    const { db } = current();
    const none = await listEnquiries(db, filter());
    expect([none.total, none.anyEnquiries, none.rows]).toEqual([0, false, []]);
    await insert(
      enquiry({ name: "Oldest", createdAt: new Date("2031-01-01T08:00:00Z") }),
      enquiry({ name: "Newest", createdAt: new Date("2031-02-28T08:00:00Z") }),
      enquiry({ name: "Middle", createdAt: new Date("2031-02-01T08:00:00Z") }),
    );
    const page = await listEnquiries(db, filter());
    expect(page.rows.map((e) => e.name)).toEqual(["Newest", "Middle", "Oldest"]);
    expect(page.rows[0]).toMatchObject({
      email: "maria@example.com",
      company: "Azure Villas",
      createdAt: "2031-02-28T08:00:00.000Z",
      handledAt: null,
    });
    const nothing = await listEnquiries(db, filter({ q: "no such words" }));
    expect([nothing.total, nothing.anyEnquiries]).toEqual([0, true]);
  });

  it("searches name, e-mail, company and message, case-insensitively and literally", async () => {
    const { db } = current();
    await insert(
      enquiry({
        name: "Ada Byron",
        email: "ada@one.test",
        company: "",
        message: "Hello there, friends",
      }),
      enquiry({
        name: "Bob",
        email: "bob@two.test",
        company: "Tide & Co",
        message: "Need 100% uptime",
      }),
      enquiry({
        name: "Cleo",
        email: "cleo@three.test",
        company: "",
        message: "A chatbot for VILLAS",
      }),
    );
    const names = async (q: string) =>
      (await listEnquiries(db, filter({ q }))).rows.map((e) => e.name).sort();
    expect(await names("byron")).toEqual(["Ada Byron"]);
    expect(await names("TWO.test")).toEqual(["Bob"]);
    expect(await names("tide &")).toEqual(["Bob"]);
    expect(await names("villas")).toEqual(["Cleo"]);
    expect(await names("100%")).toEqual(["Bob"]);
    // % and _ are literal: neither matches everything.
    expect(await names("%")).toEqual(["Bob"]);
    expect(await names("_")).toEqual([]);
  });

  it("filters by the handled mark", async () => {
    const { db } = current();
    const [open, done] = await insert(enquiry({ name: "Open" }), enquiry({ name: "Done" }));
    await markEnquiry(db, staffActor, { id: done!.id, handled: true }, NOW);
    const handled = await listEnquiries(db, filter({ handled: "true" }));
    expect(handled.rows.map((e) => [e.id, e.handledAt])).toEqual([[done!.id, NOW.toISOString()]]);
    const notHandled = await listEnquiries(db, filter({ handled: "false" }));
    expect(notHandled.rows.map((e) => e.id)).toEqual([open!.id]);
    expect((await listEnquiries(db, filter())).total).toBe(2);
  });

  it("pages 20 at a time, without overlap between pages of the same instant", async () => {
    const { db } = current();
    const sameInstant = new Date("2031-02-01T08:00:00Z");
    await insert(
      ...Array.from({ length: 45 }, (_, i) =>
        enquiry({
          name: `Visitor ${i}`,
          createdAt: i < 10 ? sameInstant : new Date(sameInstant.getTime() + i * 60_000),
        }),
      ),
    );
    const pages = await Promise.all(
      ["1", "2", "3"].map((page) => listEnquiries(db, filter({ page }))),
    );
    expect(pages.map((p) => [p.rows.length, p.pageCount, p.total])).toEqual([
      [20, 3, 45],
      [20, 3, 45],
      [5, 3, 45],
    ]);
    const ids = pages.flatMap((p) => p.rows.map((e) => e.id));
    expect(new Set(ids).size).toBe(45);
    expect(pages[0]?.rows[0]?.name).toBe("Visitor 44");
    expect((await listEnquiries(db, filter({ page: "4" }))).rows).toEqual([]);
  });

  it("marks handled and back, each change audited once with who did it", async () => {
    const { db } = current();
    const [row] = await insert(enquiry());
    const id = row!.id;
    const first = await markEnquiry(db, staffActor, { id, handled: true }, NOW);
    expect(first).toMatchObject({ changed: true, enquiry: { id, handledAt: NOW.toISOString() } });
    // Again: nothing changes, the first handled time stays, no second audit row.
    const later = new Date(NOW.getTime() + 3_600_000);
    const again = await markEnquiry(db, staffActor, { id, handled: true }, later);
    expect(again).toMatchObject({ changed: false, enquiry: { handledAt: NOW.toISOString() } });
    const reopened = await markEnquiry(db, staffActor, { id, handled: false }, later);
    expect(reopened.enquiry.handledAt).toBeNull();
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(trail.map((a) => [a.action, a.entity, a.actorEmail, a.before, a.after])).toEqual([
      ["enquiry.handled", "enquiries", staffActor.email, { handled: false }, { handled: true }],
      ["enquiry.unhandled", "enquiries", staffActor.email, { handled: true }, { handled: false }],
    ]);
  });

  it("refuses an unknown enquiry with a 404 and audits nothing", async () => {
    const { db } = current();
    await expect(
      markEnquiry(
        db,
        staffActor,
        { id: "00000000-0000-4000-8000-000000000000", handled: true },
        NOW,
      ),
    ).rejects.toMatchObject({ status: 404, message: "Enquiry not found" });
    expect(await db.$count(auditLog)).toBe(0);
  });

  it("exports a CSV for Excel: BOM, business-zone and UTC columns, formula-safe cells", async () => {
    const { db } = current();
    const [row] = await insert(
      enquiry({
        name: '=HYPERLINK("http://evil","x")',
        email: "zoe@example.com",
        company: "Zoë & José",
        message: "Line one\nline two, with comma",
        createdAt: new Date("2031-07-01T16:30:00Z"),
        leadSource: {
          utmSource: "newsletter",
          referrer: "mail.example.org",
          landingPage: "/about",
        },
      }),
      enquiry({ name: "Other", email: "other@example.com", company: "Elsewhere" }),
    );
    await markEnquiry(db, staffActor, { id: row!.id, handled: true }, NOW);
    const csv = enquiriesToCsv(await listAllEnquiries(db, filter({ q: "zoë" })), "Europe/London");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, line, end] = csv.slice(1).split("\r\n");
    expect(header).toBe(ENQUIRY_CSV_HEADER);
    expect(header).toBe(
      "id,name,email,company,message,handled,received_date,received_time,timezone,received_at_utc,handled_at_utc,utm_source,utm_medium,utm_campaign,referrer,landing_page,staff_notes",
    );
    expect(line).toBe(
      `${row!.id},"'=HYPERLINK(""http://evil"",""x"")",zoe@example.com,Zoë & José,"Line one\nline two, with comma",yes,2031-07-01,17:30,Europe/London,2031-07-01T16:30:00.000Z,${NOW.toISOString()},newsletter,,,mail.example.org,/about,`,
    );
    expect(end).toBe("");
    expect(csv).not.toContain("other@example.com");
  });

  it("answers a bad query or body with a 422 naming the field", async () => {
    const { db } = current();
    const route = createApiRoute(async () => ({ isSuperAdmin: false }));
    const GET = route({ access: "admin", input: enquiryFilterSchema }, (input) =>
      listEnquiries(db, input),
    );
    const get = async (query: string) => {
      const response = await GET(new Request(`http://localhost:3000/api/admin/enquiries?${query}`));
      return { status: response.status, body: await response.json() };
    };
    expect(await get("handled=maybe")).toEqual({
      status: 422,
      body: {
        error: "Handled must be true or false",
        fields: { handled: "Handled must be true or false" },
      },
    });
    expect((await get("page=0")).body.fields).toEqual({ page: "Page must be 1 or more" });
    expect((await get(`q=${"x".repeat(101)}`)).body.fields).toEqual({
      q: "Search text must be at most 100 characters",
    });
    expect((await get("handled=true&handled=false")).status).toBe(422);
    expect((await get("handled=false&page=1")).status).toBe(200);
    const body = markEnquirySchema.safeParse({ id: "nope", handled: "yes" });
    expect(body.success).toBe(false);
    expect(body.error?.issues.map((i) => i.path.join("."))).toEqual(["id", "handled"]);
  });
});
