import { beforeEach, expect, it } from "vitest";
import { rateLimitBuckets } from "@/server/db/schema";
import { hitRateLimit, pruneRateLimitBuckets } from "@/server/rate-limit";
import { describeEachDriver } from "../support/test-database";

const at = (iso: string) => new Date(iso);

describeEachDriver("hitRateLimit", (current) => {
  beforeEach(async () => {
    await current().db.delete(rateLimitBuckets);
  });

  it("allows up to the limit in one window, then refuses with the seconds left", async () => {
    const { db } = current();
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await hitRateLimit(db, "ip:1", 3, 3600, at("2030-01-01T10:00:00Z")));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    const later = await hitRateLimit(db, "ip:1", 3, 3600, at("2030-01-01T10:59:30Z"));
    expect(later).toEqual({ allowed: false, count: 5, retryAfterSeconds: 30 });
  });

  it("starts a new window once the old one has passed", async () => {
    const { db } = current();
    for (let i = 0; i < 3; i++) await hitRateLimit(db, "ip:2", 1, 60, at("2030-01-01T10:00:00Z"));
    const next = await hitRateLimit(db, "ip:2", 1, 60, at("2030-01-01T10:01:00Z"));
    expect(next).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it("keeps separate counts per key", async () => {
    const { db } = current();
    await hitRateLimit(db, "email:a", 1, 60, at("2030-01-01T10:00:00Z"));
    const other = await hitRateLimit(db, "email:b", 1, 60, at("2030-01-01T10:00:00Z"));
    expect(other.allowed).toBe(true);
  });

  it("counts concurrent hits exactly (one atomic upsert per hit)", async () => {
    const { db } = current();
    const now = at("2030-01-01T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 30 }, () => hitRateLimit(db, "ip:burst", 10, 3600, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it("prunes buckets whose window is long over", async () => {
    const { db } = current();
    await hitRateLimit(db, "old", 5, 60, at("2030-01-01T00:00:00Z"));
    await hitRateLimit(db, "fresh", 5, 60, at("2030-01-02T12:00:00Z"));
    await pruneRateLimitBuckets(db, at("2030-01-02T12:00:00Z"));
    const keys = (await db.select().from(rateLimitBuckets)).map((b) => b.key);
    expect(keys).toEqual(["fresh"]);
  });
});
