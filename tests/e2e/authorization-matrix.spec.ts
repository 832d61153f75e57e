import { readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { webhookEndpoints, weeklyBreaks } from "@/server/db/schema";
import { clientsByRole, databaseFingerprint, ROLES, type Role } from "./authorization-accounts";
import { MATRIX_BREAK_LABEL, MATRIX_WEBHOOK_URL, pageRows, routeRows } from "./authorization-table";
import { expect, test } from "./fixtures";

const appDir = path.join(process.cwd(), "src", "app");

/** Every route.ts under src/app/api/admin, as "api/admin/…" folder paths. */
function adminRouteFiles(dir = path.join(appDir, "api", "admin")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminRouteFiles(full);
    return entry.name === "route.ts" ? [path.relative(appDir, dir).split(path.sep).join("/")] : [];
  });
}

test.describe.configure({ mode: "serial" });

let clients: Record<Role, APIRequestContext>;

test.beforeAll(async ({ db }) => {
  clients = await clientsByRole(db);
});

test.afterAll(async ({ db }) => {
  await Promise.all(Object.values(clients ?? {}).map((client) => client.dispose()));
  // Its endpoints' secrets open with no key: left subscribed, they would take a failing delivery
  // of every later booking in this database, and fill the server log with those failures.
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.url, MATRIX_WEBHOOK_URL));
  await db.delete(weeklyBreaks).where(eq(weeklyBreaks.label, MATRIX_BREAK_LABEL));
});

test("every admin route handler is in the authorization table", () => {
  const covered = new Set(routeRows.map((row) => row.route));
  expect(adminRouteFiles().filter((route) => !covered.has(route))).toEqual([]);
});

for (const row of routeRows) {
  test(`${row.method} ${row.route}: only ${row.allowed.join(", ")} may call it`, async ({ db }) => {
    for (const role of ROLES) {
      const call = await row.call(db);
      const before = row.allowed.includes(role) ? null : await databaseFingerprint(db);
      const response = await clients[role].fetch(call.path, {
        method: row.method,
        ...(call.body === undefined ? {} : { data: call.body }),
        maxRedirects: 0,
      });
      const status = response.status();
      if (before === null) {
        expect(status, `${role}: ${await response.text()}`).toBeGreaterThanOrEqual(200);
        expect(status, `${role}: ${await response.text()}`).toBeLessThan(300);
        continue;
      }
      const expected = role === "anonymous" || role === "inactive" ? 401 : 403;
      expect(status, `${role} must be refused`).toBe(expected);
      expect(await databaseFingerprint(db), `${role}'s refused call changed the database`).toEqual(
        before,
      );
    }
  });
}

for (const row of pageRows) {
  test(`page ${row.path}: only ${row.allowed.join(", ")} see it`, async () => {
    for (const role of ROLES) {
      const response = await clients[role].get(row.path, { maxRedirects: 0 });
      const location = response.headers().location ?? "";
      if (role === "anonymous" || role === "inactive") {
        expect(response.status(), `${role} is redirected`).toBeGreaterThanOrEqual(300);
        expect(response.status()).toBeLessThan(400);
        expect(location, `${role} goes to /login`).toMatch(/^(https?:\/\/[^/]+)?\/login\?next=/);
        continue;
      }
      const status = response.status();
      // /admin itself forwards to its first tab; any other redirect would be a refusal.
      if (status >= 300 && status < 400) {
        expect(location, `${role} stays in the admin area`).toMatch(
          /^(https?:\/\/[^/]+)?\/admin\//,
        );
        continue;
      }
      expect(status, `${role} on ${row.path}`).toBe(200);
      const html = await response.text();
      if (row.allowed.includes(role)) expect(html).not.toContain(row.refusedText ?? "\u0000");
      else expect(html, `${role} is told why`).toContain(row.refusedText ?? "refused");
    }
  });
}
