import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { BootstrapError, bootstrapSuperAdmin } from "@/server/auth/bootstrap";
import { createAuth } from "@/server/auth/create-auth";
import { adminUsers, user } from "@/server/db/schema";
import { describeEachDriver } from "../support/test-database";

describeEachDriver("super admin bootstrap", (current) => {
  const authFor = () =>
    createAuth({
      db: current().db,
      secret: "integration-secret-integration-secret-0123",
      baseURL: "http://localhost:3000",
      secureCookies: false,
      trustProxy: false,
    });

  it("logs how to create an admin when none exists and no credentials are given", async () => {
    const lines: string[] = [];
    const outcome = await bootstrapSuperAdmin(current().db, authFor(), {}, (l) => lines.push(l));
    expect(outcome).toBe("missing-credentials");
    expect(lines.join("\n")).toContain("ADMIN_EMAIL=");
  });

  it("refuses a weak password with the policy's message", async () => {
    await expect(
      bootstrapSuperAdmin(current().db, authFor(), {
        ADMIN_EMAIL: "boss@example.com",
        ADMIN_PASSWORD: "password1",
      }),
    ).rejects.toThrow(
      new BootstrapError(
        "ADMIN_PASSWORD is too weak: Password must contain at least one uppercase letter",
      ),
    );
  });

  it("creates a confirmed identity and an active super_admin row, once", async () => {
    const { db } = current();
    const auth = authFor();
    const config = { ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "Sup3rSecret" };
    expect(await bootstrapSuperAdmin(db, auth, config, () => {})).toBe("created");
    expect(await bootstrapSuperAdmin(db, auth, config, () => {})).toBe("exists");
    const [identity] = await db.select().from(user).where(eq(user.email, "boss@example.com"));
    expect(identity?.emailVerified).toBe(true);
    const rows = await db.select().from(adminUsers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "super_admin", status: "active", userId: identity?.id });

    const signedIn = await auth.api.signInEmail({
      body: { email: "boss@example.com", password: "Sup3rSecret" },
    });
    expect(signedIn.user.email).toBe("boss@example.com");
  });

  it("has no public sign-up", async () => {
    await expect(
      authFor().api.signUpEmail({
        body: { email: "intruder@example.com", password: "Intrud3r-pass", name: "x" },
      }),
    ).rejects.toThrow();
    expect(await current().db.$count(user, eq(user.email, "intruder@example.com"))).toBe(0);
  });
});
