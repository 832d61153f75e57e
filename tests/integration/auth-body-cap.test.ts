import { beforeEach, expect, it } from "vitest";
import { cappedAuthRequest } from "@/server/auth/capped-auth-request";
import { rateLimitBuckets } from "@/server/db/schema";
import { authHarness, HARNESS_ORIGIN } from "../support/auth-harness";
import { describeEachDriver } from "../support/test-database";

const LIMIT = 64 * 1024;

describeEachDriver(
  "/api/auth bodies: capped, and junk counts against the sign-in limit",
  (current) => {
    beforeEach(async () => {
      await current().db.delete(rateLimitBuckets);
    });

    const policy = () => ({
      db: current().db,
      limit: LIMIT,
      trustProxy: true,
      now: () => new Date(),
    });
    const signIn = (body: BodyInit, ip: string, headers: Record<string, string> = {}) =>
      new Request(`${HARNESS_ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: HARNESS_ORIGIN,
          "x-forwarded-for": ip,
          ...headers,
        },
        body,
      });

    it("refuses an oversized body with 413 and a malformed one with 400, then 429 once over the limit", async () => {
      const ip = "203.0.113.77";
      const big = await cappedAuthRequest(signIn("x".repeat(LIMIT + 1), ip), policy());
      expect((big as Response).status).toBe(413);
      for (let i = 0; i < 19; i++) {
        const junk = await cappedAuthRequest(signIn("{not json", ip), policy());
        expect((junk as Response).status).toBe(400);
      }
      const limited = (await cappedAuthRequest(signIn("{not json", ip), policy())) as Response;
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // The same address's real attempts are now refused by the sign-in throttle too.
      const harness = authHarness(current().db);
      const real = await harness.browser(ip).signIn("someone@agency.test", "Wrong-passw0rd");
      expect(real.status).toBe(429);
    });

    it("hands a good body to better-auth unchanged", async () => {
      const harness = authHarness(current().db);
      const email = `capped-${Date.now()}@agency.test`;
      await harness.createAdmin(email, "Corr3ct-horse");
      const passed = await cappedAuthRequest(
        signIn(JSON.stringify({ email, password: "Corr3ct-horse" }), "203.0.113.78"),
        policy(),
      );
      expect(passed).toBeInstanceOf(Request);
      const answer = await harness.auth.handler(passed as Request);
      expect(answer.status).toBe(200);
    });
  },
);
