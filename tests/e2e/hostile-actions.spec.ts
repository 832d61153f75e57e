// The site's server actions (the booking form where other sites frame it — /book itself books
// through POST /api/v1/bookings, probed in hostile-input.spec.ts (ADR 0083) — and the manage
// link's cancel and change of guests) get
// the same treatment as the API in hostile-input.spec.ts (where the contact form's endpoint, POST
// /api/v1/enquiries, is probed with the public API; ADR 0082): the form's own
// call, caught in flight from a real browser, is replayed with each field given a value no field
// takes. Each must come back as the form's "fix this field" answer (a 422 naming that field),
// never as a failed action, and the database must not change.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { formatWallTime } from "@/lib/time/format";
import type { Database } from "@/server/db";
import { databaseFingerprint } from "./authorization-accounts";
import { bookThroughApi, fillBookingForm } from "./booking-helpers";
import { appUrl } from "./config";
import { expect, test, uniqueEmail } from "./fixtures";
import { freeSlot } from "./free-slot";
import { nextCallerAddress, WRONG_VALUES } from "./hostile-values";

interface CapturedAction {
  id: string;
  /** The action's one argument, as the form sent it. */
  input: Record<string, unknown>;
}

/**
 * A page of its own: the aborted call below is logged by Chromium as a failed resource, which the
 * `page` fixture would count as a console error.
 */
const freshPage = (browser: Browser) => browser.newPage({ baseURL: appUrl });

/** Runs `submit` and catches the action call it makes; the call is aborted, so nothing is done. */
async function captureAction(page: Page, submit: () => Promise<void>): Promise<CapturedAction> {
  let caught!: (action: CapturedAction) => void;
  const captured = new Promise<CapturedAction>((resolve) => {
    caught = resolve;
  });
  await page.route(
    (url) => url.origin === appUrl,
    async (route) => {
      const request = route.request();
      const id = request.headers()["next-action"];
      if (request.method() !== "POST" || !id) return route.continue();
      const [input] = JSON.parse(request.postData() ?? "[]") as [Record<string, unknown>];
      caught({ id, input });
      await route.abort();
    },
  );
  await submit();
  return captured;
}

/** Calls the action as the form does; its answer (the ActionResult) and the HTTP status. */
async function callAction(
  request: APIRequestContext,
  path: string,
  action: CapturedAction,
  input: Record<string, unknown>,
) {
  const response = await request.post(path, {
    headers: {
      "next-action": action.id,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      origin: appUrl,
      "x-forwarded-for": nextCallerAddress(),
    },
    data: JSON.stringify([input]),
  });
  // The answer is the action's row of the RSC stream: `1:{"ok":false,…}`.
  const row = (await response.text()).split("\n").find((line) => line.startsWith("1:"));
  return {
    status: response.status(),
    result: (row ? JSON.parse(row.slice(2)) : null) as {
      ok: boolean;
      status?: number;
      fields?: Record<string, string>;
    } | null,
  };
}

/** Every field of the form's input, broken each way; what came back wrong, in words. */
async function problemsOf(
  request: APIRequestContext,
  path: string,
  action: CapturedAction,
  skip: string[] = [],
) {
  const problems: string[] = [];
  const fields = Object.keys(action.input).filter((field) => !skip.includes(field));
  expect(fields.length, "the form sent no fields").toBeGreaterThan(0);
  for (const field of fields)
    for (const value of WRONG_VALUES) {
      const { status, result } = await callAction(request, path, action, {
        ...action.input,
        [field]: value,
      });
      const what = `${field}: ${JSON.stringify(value)}`;
      if (status !== 200 || !result) problems.push(`${what}: HTTP ${status}, no answer`);
      else if (result.ok || result.status !== 422)
        problems.push(`${what}: ${JSON.stringify(result).slice(0, 160)}`);
      // A field inside it (`answers.<id>`) names it too, as in hostile-input.spec.ts.
      else if (
        !Object.keys(result.fields ?? {}).some(
          (key) => key === field || key.startsWith(`${field}.`),
        )
      )
        problems.push(`${what}: 422 names ${Object.keys(result.fields ?? {}).join(", ")}`);
    }
  return problems;
}

/** The caught call replayed broken every way: each refused by name, the database as it was. */
async function expectBrokenFieldsRefused(
  db: Database,
  request: APIRequestContext,
  path: string,
  action: CapturedAction,
  skip: string[] = [],
) {
  const before = await databaseFingerprint(db);
  expect(await problemsOf(request, path, action, skip)).toEqual([]);
  expect(await databaseFingerprint(db), "a refused call changed the database").toEqual(before);
}

test("the booking form's action refuses broken fields by name and books nothing", async ({
  browser,
  request,
  db,
}) => {
  const page = await freshPage(browser);
  const slot = await freeSlot(db);
  await fillBookingForm(
    page,
    slot.date,
    formatWallTime(slot.time, "12h"),
    { firstName: "Hostile", lastName: "Input", email: uniqueEmail("hostile-action") },
    "/book/embed",
  );
  const confirm = page.getByRole("button", { name: "Confirm booking" });
  const action = await captureAction(page, () => confirm.click());
  await page.close();
  // `subject` is its spam trap: filled, it is refused without saying why, on purpose.
  await expectBrokenFieldsRefused(db, request, "/book/embed", action, ["subject"]);
});

/** A fresh booking's manage page, opened in a page of its own; its path is the action's. */
async function openManagePage(browser: Browser, request: APIRequestContext, db: Database) {
  const page = await freshPage(browser);
  const created = await bookThroughApi(request, {
    email: uniqueEmail("hostile-action"),
    ...(await freeSlot(db)),
  });
  expect(created.status()).toBe(201);
  const { pathname } = new URL((await created.json()).manageUrl);
  await page.goto(pathname);
  return { page, pathname };
}

test("the manage link's cancel action refuses a broken token and cancels nothing", async ({
  browser,
  request,
  db,
}) => {
  const { page, pathname } = await openManagePage(browser, request, db);
  await page.getByRole("button", { name: "Cancel this meeting" }).click();
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: "Yes, cancel the meeting" }).click(),
  );
  await page.close();
  await expectBrokenFieldsRefused(db, request, pathname, action);
});

test("the manage link's change of guests refuses broken fields by name and changes nothing", async ({
  browser,
  request,
  db,
}) => {
  const { page, pathname } = await openManagePage(browser, request, db);
  await page.getByRole("button", { name: "Add guests" }).click();
  await page.getByLabel("Guests (optional)").fill(uniqueEmail("hostile-guest"));
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: "Save guests" }).click(),
  );
  await page.close();
  await expectBrokenFieldsRefused(db, request, pathname, action);
});
