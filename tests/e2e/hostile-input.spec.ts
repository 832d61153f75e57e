// Bad input gets a clear error and loses nothing: every admin route of the authorization table is
// called, as the super admin, with its own valid call broken one way at a time — each body field
// given a value of a type no field takes, the body not a JSON object, the path's ids not ids. Each
// must be refused with a 4xx (never a 500, never accepted), a 422 must name the field it was given,
// and nothing in the database may change. GET routes get junk in their query.
import type { APIRequestContext } from "@playwright/test";
import { apiClientFor, createAccount, databaseFingerprint } from "./authorization-accounts";
import { type RouteRow, routeRows } from "./authorization-table";
import { expect, test } from "./fixtures";

/** Values no field of any admin form accepts: an object, an array, a NUL character. */
const WRONG_VALUES: unknown[] = [{ nested: true }, ["a"], "\u0000"];
/** Bodies that are not a JSON object (the first is not JSON at all). */
const NOT_AN_OBJECT = ["{", "[]", '"text"', "1", "null"];
/** Query strings a GET must answer with its page (unknown keys) or a 422, never a 500. */
const JUNK_QUERIES = [
  "?date=garbage&page=%00",
  "?page=-1&status=%E2%80%AE",
  `?q=${"a".repeat(2000)}`,
];

let client: APIRequestContext;

test.beforeAll(async ({ db }) => {
  client = await apiClientFor(await createAccount(db, { role: "super_admin" }), "203.0.113.77");
});

test.afterAll(async () => {
  await client?.dispose();
});

interface Refusal {
  status: number;
  body: { error?: unknown; fields?: Record<string, unknown> };
}

async function send(row: RouteRow, path: string, data: unknown, raw = false): Promise<Refusal> {
  const response = await client.fetch(path, {
    method: row.method,
    ...(raw
      ? { data: data as string, headers: { "content-type": "application/json" } }
      : data === undefined
        ? {}
        : { data }),
    maxRedirects: 0,
  });
  const text = await response.text();
  let body: Refusal["body"] = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status(), body };
}

/** The call's path with every dynamic segment of its route replaced by something that is no id. */
function withBrokenIds(row: RouteRow, path: string): string | null {
  const routeSegments = row.route.split("/");
  const pathSegments = path.replace(/^\//, "").split("/");
  if (!routeSegments.some((segment) => segment.startsWith("["))) return null;
  return `/${pathSegments.map((segment, i) => (routeSegments[i]?.startsWith("[") ? "not-an-id" : segment)).join("/")}`;
}

for (const row of routeRows) {
  test(`${row.method} ${row.route}: broken input is refused, named, and changes nothing`, async ({
    db,
  }) => {
    const call = await row.call(db);
    const before = await databaseFingerprint(db);
    const problems: string[] = [];
    const expectRefused = (what: string, result: Refusal, field?: string) => {
      if (result.status < 400 || result.status >= 500)
        problems.push(`${what}: ${result.status} ${JSON.stringify(result.body).slice(0, 160)}`);
      else if (typeof result.body.error !== "string" || !result.body.error)
        problems.push(`${what}: ${result.status} without an error message`);
      else if (result.status === 422 && field) {
        const named = Object.keys(result.body.fields ?? {});
        if (!named.some((key) => key === field || key.startsWith(`${field}.`)))
          problems.push(`${what}: 422 names ${named.join(", ") || "no field"}, not ${field}`);
      }
    };

    if (row.method === "GET") {
      for (const query of JUNK_QUERIES) {
        const result = await send(row, `${call.path}${query}`, undefined);
        if (result.status !== 200) expectRefused(`query ${query.slice(0, 40)}`, result);
        if (result.status === 422 && Object.keys(result.body.fields ?? {}).length === 0)
          problems.push(`query ${query.slice(0, 40)}: 422 names no field`);
      }
    } else {
      const body = (call.body ?? {}) as Record<string, unknown>;
      // A DELETE's body is never read: its input is the path and the query.
      if (row.method !== "DELETE")
        for (const raw of NOT_AN_OBJECT)
          expectRefused(`body ${raw}`, await send(row, call.path, raw, true));
      for (const field of Object.keys(body))
        for (const value of WRONG_VALUES)
          expectRefused(
            `${field}: ${JSON.stringify(value)}`,
            await send(row, call.path, { ...body, [field]: value }),
            field,
          );
    }
    const broken = withBrokenIds(row, call.path);
    if (broken) {
      const result = await send(row, broken, call.body);
      expectRefused(`path ${broken}`, result);
      if (![404, 422].includes(result.status))
        problems.push(`path ${broken}: ${result.status}, expected 404 or 422`);
    }

    expect(problems).toEqual([]);
    expect(await databaseFingerprint(db), "a refused call changed the database").toEqual(before);
  });
}
