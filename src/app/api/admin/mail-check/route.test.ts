import { beforeEach, describe, expect, it, vi } from "vitest";

process.env.APP_URL = "http://localhost:3000";
process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123";

const sent = vi.hoisted(() => ({ count: 0, hits: new Map<string, number>() }));
vi.mock("@/server/auth/guards", () => ({
  getAdminContext: async () => ({ userId: "u1", email: "staff@example.com", isSuperAdmin: false }),
}));
vi.mock("@/server/email/send-email", () => ({
  sendEmail: async () => {
    sent.count++;
  },
}));
vi.mock("@/server/db", () => ({ getDb: async () => ({}) }));
vi.mock("@/server/rate-limit/hit-rate-limit", () => ({
  hitRateLimit: async (_db: unknown, key: string, limit: number) => {
    const count = (sent.hits.get(key) ?? 0) + 1;
    sent.hits.set(key, count);
    return { allowed: count <= limit, count, retryAfterSeconds: 3600 };
  },
}));

const { POST } = await import("./route");
const MAIL_CHECKS_PER_HOUR = 5;

const post = (headers: Record<string, string> = {}) =>
  POST(new Request("http://localhost:3000/api/admin/mail-check", { method: "POST", headers }));

describe("POST /api/admin/mail-check", () => {
  beforeEach(() => {
    sent.count = 0;
    sent.hits.clear();
  });

  it("refuses a cross-origin request like every admin write, sending nothing", async () => {
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(sent.count).toBe(0);
  });

  it("sends from our own origin, then is rate-limited per admin with Retry-After", async () => {
    for (let i = 0; i < MAIL_CHECKS_PER_HOUR; i++)
      expect((await post({ origin: "http://localhost:3000" })).status).toBe(202);
    const refused = await post({ origin: "http://localhost:3000" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(sent.count).toBe(MAIL_CHECKS_PER_HOUR);
  });
});
