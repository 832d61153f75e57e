// Bad input gets a clear error and loses nothing. Every admin route of the authorization table (as
// the super admin) and every public API route is called with its own valid call broken one way at
// a time: each body field given a value of a type no field takes, the body not a JSON object, the
// path's ids not ids, junk in a GET's query. Each must be refused with a 4xx and a message (never a
// 500, never accepted), a 422 must name the field it was given, and the database must not change.
import type { APIRequestContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { weeklyBreaks } from "@/server/db/schema";
import { apiClientFor, createAccount, databaseFingerprint } from "./authorization-accounts";
import {
  MATRIX_BREAK_LABEL,
  type RouteCall,
  type RouteRow,
  routeRows,
} from "./authorization-table";
import { BUSINESS_ZONE, bookThroughApi } from "./booking-helpers";
import { expect, test, uniqueEmail } from "./fixtures";
import { freeSlot } from "./free-slot";
import { nextCallerAddress, WRONG_VALUES } from "./hostile-values";

/** Bodies that are not a JSON object (the first is not JSON at all). */
const NOT_AN_OBJECT = ["{", "[]", '"text"', "1", "null"];
/** Query strings a GET must answer as usual (unknown keys) or with a 422, never a 500. */
const JUNK_QUERIES = [
  "?date=garbage&page=%00",
  "?page=-1&status=%E2%80%AE&from=2030-02-30",
  `?q=${"a".repeat(2000)}`,
];

/** A route (its file under src/app, for its dynamic segments) and the method called. */
type Probe = Pick<RouteRow, "route" | "method">;

let client: APIRequestContext;

test.beforeAll(async ({ db }) => {
  client = await apiClientFor(await createAccount(db, { role: "super_admin" }), "203.0.113.77");
});

test.afterAll(async ({ db }) => {
  await client?.dispose();
  // The DELETE row seeds a break each run; a break repeats every week, so none is left behind.
  await db.delete(weeklyBreaks).where(eq(weeklyBreaks.label, MATRIX_BREAK_LABEL));
});

interface Answer {
  status: number;
  body: { error?: unknown; fields?: Record<string, unknown> };
}

async function send(probe: Probe, path: string, data: unknown, raw = false): Promise<Answer> {
  const response = await client.fetch(path, {
    method: probe.method,
    headers: {
      "x-forwarded-for": nextCallerAddress(),
      ...(raw ? { "content-type": "application/json" } : {}),
    },
    ...(data === undefined ? {} : { data }),
    maxRedirects: 0,
  });
  const text = await response.text();
  let body: Answer["body"] = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status(), body };
}

/** The call's path with every dynamic segment of its route replaced by something that is no id. */
function withBrokenIds(probe: Probe, path: string): string | null {
  const routeSegments = probe.route.split("/");
  if (!routeSegments.some((segment) => segment.startsWith("["))) return null;
  const [pathname, query] = path.replace(/^\//, "").split("?");
  const broken = pathname!
    .split("/")
    .map((segment, i) => (routeSegments[i]?.startsWith("[") ? "not-an-id" : segment));
  return `/${broken.join("/")}${query ? `?${query}` : ""}`;
}

/** Every broken variant of the probe's call; the problems found, in words. */
async function problemsOf(probe: Probe, call: RouteCall) {
  const problems: string[] = [];
  const expectRefused = (what: string, answer: Answer, field?: string) => {
    if (answer.status < 400 || answer.status >= 500)
      problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    else if (typeof answer.body.error !== "string" || !answer.body.error)
      problems.push(`${what}: ${answer.status} without an error message`);
    else if (answer.status === 422) {
      const named = Object.keys(answer.body.fields ?? {});
      if (
        field ? !named.some((key) => key === field || key.startsWith(`${field}.`)) : !named.length
      )
        problems.push(
          `${what}: 422 names ${named.join(", ") || "no field"}, not ${field ?? "one"}`,
        );
    }
  };

  if (probe.method === "GET") {
    const joiner = call.path.includes("?") ? "&" : "?";
    for (const query of JUNK_QUERIES) {
      const answer = await send(probe, `${call.path}${joiner}${query.slice(1)}`, undefined);
      if (answer.status !== 200) expectRefused(`query ${query.slice(0, 40)}`, answer);
    }
  } else {
    const body = (call.body ?? {}) as Record<string, unknown>;
    // A DELETE's body is never read: its input is the path and the query.
    if (probe.method !== "DELETE")
      for (const raw of NOT_AN_OBJECT)
        expectRefused(`body ${raw}`, await send(probe, call.path, raw, true));
    for (const field of Object.keys(body))
      for (const value of WRONG_VALUES)
        expectRefused(
          `${field}: ${JSON.stringify(value)}`,
          await send(probe, call.path, { ...body, [field]: value }),
          field,
        );
  }
  const broken = withBrokenIds(probe, call.path);
  if (broken) {
    const answer = await send(probe, broken, call.body);
    expectRefused(`path ${broken}`, answer);
    if (![404, 422].includes(answer.status))
      problems.push(`path ${broken}: ${answer.status}, expected 404 or 422`);
  }
  return problems;
}

for (const row of routeRows) {
  test(`${row.method} ${row.route}: broken input is refused, named, and changes nothing`, async ({
    db,
  }) => {
    const call = await row.call(db);
    const before = await databaseFingerprint(db);
    expect(await problemsOf(row, call)).toEqual([]);
    expect(await databaseFingerprint(db), "a refused call changed the database").toEqual(before);
  });
}

test("the public API: broken input is refused, named, and changes nothing", async ({
  db,
  request,
}) => {
  const slot = await freeSlot(db);
  const booked = await bookThroughApi(request, { email: uniqueEmail("hostile"), ...slot });
  expect(booked.status()).toBe(201);
  const token = new URL((await booked.json()).manageUrl).pathname.split("/").pop();
  // The calls below must reach a real booking: its manage routes answer it.
  expect((await request.get(`/api/v1/manage/${token}`)).status()).toBe(200);
  const other = await freeSlot(db);
  const probes: [Probe, RouteCall][] = [
    [
      { route: "api/v1/bookings", method: "POST" },
      {
        path: "/api/v1/bookings",
        body: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: uniqueEmail("hostile"),
          contactType: "phone",
          contactNumber: "+44 20 7946 0958",
          ...other,
          timezone: BUSINESS_ZONE,
          timezoneOffset: 0,
          answers: {},
          guests: [uniqueEmail("hostile-guest")],
        },
      },
    ],
    [
      // The contact form's endpoint. `website`, its spam trap, is left out: filled, the sender is
      // thanked and nothing is kept, on purpose.
      { route: "api/v1/enquiries", method: "POST" },
      {
        path: "/api/v1/enquiries",
        body: {
          name: "Hostile Input",
          email: uniqueEmail("hostile-enquiry"),
          company: "Analytical Engines",
          message: "A message that is never stored.",
        },
      },
    ],
    [{ route: "api/v1/slots", method: "GET" }, { path: `/api/v1/slots?date=${other.date}` }],
    [
      { route: "api/v1/availability", method: "GET" },
      { path: `/api/v1/availability?from=${other.date}&to=${other.date}` },
    ],
    [{ route: "api/v1/meeting-types", method: "GET" }, { path: "/api/v1/meeting-types" }],
    [{ route: "api/v1/manage/[token]", method: "GET" }, { path: `/api/v1/manage/${token}` }],
    [
      { route: "api/v1/manage/[token]/slots", method: "GET" },
      { path: `/api/v1/manage/${token}/slots?date=${other.date}` },
    ],
    [
      { route: "api/v1/manage/[token]/availability", method: "GET" },
      { path: `/api/v1/manage/${token}/availability?from=${other.date}&to=${other.date}` },
    ],
    [
      { route: "api/v1/manage/[token]/reschedule", method: "POST" },
      { path: `/api/v1/manage/${token}/reschedule`, body: other },
    ],
    [
      { route: "api/v1/manage/[token]/calendar.ics", method: "GET" },
      { path: `/api/v1/manage/${token}/calendar.ics` },
    ],
    [
      { route: "api/v1/manage/[token]/guests", method: "PUT" },
      { path: `/api/v1/manage/${token}/guests`, body: { guests: [uniqueEmail("hostile-guest")] } },
    ],
    [
      { route: "api/v1/manage/[token]/cancel", method: "POST" },
      { path: `/api/v1/manage/${token}/cancel`, body: { reason: "Plans changed" } },
    ],
  ];
  const before = await databaseFingerprint(db);
  const problems: string[] = [];
  for (const [probe, call] of probes)
    for (const problem of await problemsOf(probe, call))
      problems.push(`${probe.method} ${probe.route}: ${problem}`);
  expect(problems).toEqual([]);
  expect(await databaseFingerprint(db), "a refused call changed the database").toEqual(before);
});
