import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { authSecretFile } from "@/env";
import { recordAudit } from "@/server/audit/record-audit";
import { createAdminIdentity } from "@/server/auth/admin-users";
import { createAuth } from "@/server/auth/create-auth";
import { createBooking } from "@/server/bookings/create-booking";
import { findBookingByToken } from "@/server/bookings/find-booking-by-token";
import { createBackup } from "@/server/db/backup";
import { channelPathOf, serveBackupChannel } from "@/server/db/backup-channel";
import { backupToFile, restoreFromFile } from "@/server/db/backup-cli";
import { writeBackupFile } from "@/server/db/backup-file";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import {
  adminSettings,
  blockedSlots,
  bookings,
  calendarConnections,
  dateSpecificHours,
  enquiries,
  rateLimitBuckets,
  session,
  verification,
  weeklyBreaks,
} from "@/server/db/schema";
import { seedDefaults } from "@/server/db/seed";
import { authHarness, HARNESS_SECRET } from "../support/auth-harness";
import { describeEachDriver } from "../support/test-database";
import { bookingRequest, resetBookingData, testDeps } from "./booking-helpers";

const SECRET = "backup-secret-backup-secret-backup-0123456789";
const PASSWORD = "Corr3ct-horse";
const NOW = "2030-01-04T12:00:00Z";
const ORIGIN = "http://localhost:3000";

/** Tables whose rows a backup leaves out (live credentials and counters): restored empty. */
const LEFT_OUT = ["public.session", "public.verification", "public.rate_limit_buckets"];
/** `fingerprint` of a table without rows: the md5 of an empty string. */
const NO_ROWS = { n: 0, h: "d41d8cd98f00b204e9800998ecf8427e" };

/** Every table's rows, in a stable order and a time-zone-free form. */
async function fingerprint(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query("SET TimeZone = 'UTC'");
  const tables =
    await query(`SELECT table_schema || '.' || table_name AS t FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1`);
  const result: Record<string, unknown> = {};
  for (const { t } of tables.rows) {
    const [schema, name] = String(t).split(".");
    const rows = await query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
       FROM "${schema}"."${name}" x`,
    );
    result[String(t)] = rows.rows[0];
  }
  return result;
}
/** What a restore must give back: every table as it was, the left-out ones empty. */
const asRestored = (tables: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [
      table,
      LEFT_OUT.includes(table) ? NO_ROWS : rows,
    ]),
  );
const pgliteQuery = (handle: DatabaseHandle) => (sql: string) =>
  handle.pglite!.query<Record<string, unknown>>(sql);

async function emptyPostgresDatabase(): Promise<string> {
  const name = `agency_restore_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return inject("pgAdminUrl").replace(/\/postgres$/, `/${name}`);
}

describe("backup and restore: PGlite → PostgreSQL → PGlite", () => {
  const root = mkdtempSync(path.join(tmpdir(), "agency-backup-"));
  const siteA = { DATA_DIR: path.join(root, "a"), AUTH_SECRET: SECRET };
  let source: DatabaseHandle;
  let manageToken = "";
  let adminEmail = "";

  beforeAll(async () => {
    source = await openDatabase({ driver: "pglite", dataDir: path.join(siteA.DATA_DIR, "pgdata") });
    await runMigrations(source);
    await seedDefaults(source.db, { businessTimezone: "Europe/London" });
    const { db } = source;
    const auth = createAuth({
      db,
      secret: SECRET,
      baseURL: ORIGIN,
      secureCookies: false,
      trustProxy: false,
    });
    adminEmail = "owner@agency.test";
    await createAdminIdentity(db, auth, {
      email: adminEmail,
      password: PASSWORD,
      role: "super_admin",
    });
    const created = await createBooking(
      db,
      bookingRequest({ notes: 'it\'s "quoted"\nand multi-line' }),
      { ip: null },
      testDeps(NOW),
    );
    manageToken = created.body.manageUrl.split("/").at(-1)!;
    await db
      .update(adminSettings)
      .set({ bookingAdvanceLimitDays: 45, timeFormatPreference: "24h" });
    await db.insert(blockedSlots).values({ blockDate: "2030-01-08", allDay: true });
    await db
      .insert(dateSpecificHours)
      .values({ hoursDate: "2030-01-12", startTime: "10:00", endTime: "13:00" });
    // An array column, as the dump must write it.
    await db
      .insert(weeklyBreaks)
      .values({ days: [1, 3, 5], startTime: "12:00", endTime: "13:00", label: 'Lunch, "long"' });
    await db
      .insert(enquiries)
      .values({ name: "Grace", email: "grace@example.com", message: "Hello ✓" });
    await recordAudit(
      db,
      { userId: null, email: "staff@example.com" },
      { action: "settings.update", entity: "settings", before: { a: 1 }, after: { a: 2 } },
    );
    await db
      .insert(calendarConnections)
      .values({ kind: "ics", name: "Team", secret: "enc:xyz", displayUrl: "calendar.example" });
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("keeps every row, the admin's password and the manage link, on both databases", async () => {
    const before = await fingerprint(pgliteQuery(source));
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(["public.bookings", "drizzle.__drizzle_migrations"]),
    );
    for (const table of [
      "public.bookings",
      "public.scheduled_jobs",
      "public.audit_log",
      "public.enquiries",
      "public.blocked_slots",
      "public.date_specific_hours",
      "public.weekly_breaks",
      "public.account",
      "public.calendar_connections",
    ])
      expect((before[table] as { n: number }).n, table).toBeGreaterThan(0);

    // 1. The source is open (as in a running server): the backup goes through its channel.
    const channel = await serveBackupChannel(
      channelPathOf(path.join(siteA.DATA_DIR, "pgdata")),
      () => createBackup(source, SECRET),
    );
    const fromPglite = path.join(root, "from-pglite.sql");
    try {
      await expect(backupToFile(siteA, fromPglite)).resolves.toMatch(/through the running server/);
    } finally {
      await channel.close();
    }
    expect(readFileSync(fromPglite, "utf8")).toMatch(/^-- auth-secret-check: /m);
    expect(readFileSync(fromPglite, "utf8")).not.toContain(SECRET);

    // 2. Into an empty PostgreSQL, and a refusal to overwrite it a second time.
    const url = await emptyPostgresDatabase();
    const siteB = { DATA_DIR: path.join(root, "b"), DATABASE_URL: url, AUTH_SECRET: SECRET };
    await restoreFromFile(siteB, fromPglite);
    await expect(restoreFromFile(siteB, fromPglite)).rejects.toThrow(/already holds tables/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect(await fingerprint((sql) => client.query(sql))).toEqual(asRestored(before));
    } finally {
      await client.end();
    }

    // 3. Back from PostgreSQL into a new PGlite folder whose generated secret is the old one.
    const fromPostgres = path.join(root, "from-postgres.sql");
    await backupToFile(siteB, fromPostgres);
    const siteC = { DATA_DIR: path.join(root, "c") };
    mkdirSync(siteC.DATA_DIR);
    writeFileSync(authSecretFile(siteC.DATA_DIR), SECRET, { mode: 0o600 });
    const notes = await restoreFromFile(siteC, fromPostgres);
    expect(notes.join("\n")).toMatch(/signs in again/);

    const restored = await openDatabase({
      driver: "pglite",
      dataDir: path.join(siteC.DATA_DIR, "pgdata"),
    });
    try {
      expect(await fingerprint(pgliteQuery(restored))).toEqual(asRestored(before));
      // The site works on the copy: migrations have nothing left to do, the admin signs in with
      // the old password, the manage link finds its booking.
      await runMigrations(restored);
      const auth = createAuth({
        db: restored.db,
        secret: SECRET,
        baseURL: ORIGIN,
        secureCookies: false,
        trustProxy: false,
      });
      const signIn = await auth.handler(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN },
          body: JSON.stringify({ email: adminEmail, password: PASSWORD }),
        }),
      );
      expect(signIn.status).toBe(200);
      const managed = await findBookingByToken(restored.db, manageToken, new Date(NOW));
      expect(managed?.status).toBe("confirmed");
    } finally {
      await restored.close();
    }
  }, 300_000);

  it("refuses a target whose AUTH_SECRET differs, and a file that is not a dump", async () => {
    const file = path.join(root, "for-refusals.sql");
    writeBackupFile(file, await createBackup(source, SECRET));
    const other = {
      DATA_DIR: path.join(root, "d"),
      AUTH_SECRET: "another-secret-another-secret-another-0123",
    };
    await expect(restoreFromFile(other, file)).rejects.toThrow(/another AUTH_SECRET/);
    const junk = path.join(root, "junk.sql");
    writeFileSync(junk, "hello");
    await expect(restoreFromFile({ DATA_DIR: path.join(root, "e") }, junk)).rejects.toThrow(
      /not a database dump/,
    );
  });

  it("npm run db:backup of a folder a server holds asks that server over its socket", async () => {
    const dataDir = path.join(siteA.DATA_DIR, "pgdata");
    const channel = await serveBackupChannel(channelPathOf(dataDir), () =>
      createBackup(source, SECRET),
    );
    const file = path.join(root, "cli.sql");
    try {
      const run = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ["--conditions=react-server", "--import", "tsx", "scripts/db-backup.ts", file],
          {
            env: { ...process.env, DATA_DIR: siteA.DATA_DIR, DATABASE_URL: "", AUTH_SECRET: "" },
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
        let output = "";
        child.stdout.on("data", (c) => (output += c));
        child.stderr.on("data", (c) => (output += c));
        child.on("close", (code) => resolve({ code, output }));
      });
      expect(run.output).toContain(`through the running server (pid ${process.pid})`);
      expect(run.code).toBe(0);
    } finally {
      await channel.close();
    }
    expect(readFileSync(file, "utf8")).toMatch(/INSERT INTO public\.bookings/);
  }, 120_000);
});

/** How many tables a PostgreSQL database has (a refused restore must leave none). */
async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

describeEachDriver("a backup holds the data, not the keys", (current, driver) => {
  const root = mkdtempSync(path.join(tmpdir(), `agency-backup-keys-${driver}-`));
  const admin = { email: `signed-in-${driver}@agency.test`, password: PASSWORD };
  const resetValue = `reset-token-${driver}-0123456789abcdef`;
  const file = path.join(root, "signed-in.sql");
  let text = "";
  let sessionToken = "";
  let signedIn: ReturnType<ReturnType<typeof authHarness>["browser"]>;

  /** An empty target of this suite's driver, and a way to ask whether it is still empty. */
  async function emptyTarget(name: string, authSecret?: string) {
    const dataDir = path.join(root, name);
    if (driver === "pglite") {
      const isEmpty = async () =>
        !existsSync(path.join(dataDir, "pgdata")) && !existsSync(authSecretFile(dataDir));
      const open = () => openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pgdata") });
      return { config: { DATA_DIR: dataDir, AUTH_SECRET: authSecret }, isEmpty, open };
    }
    const url = await emptyPostgresDatabase();
    const isEmpty = async () => (await tableCount(url)) === 0 && !existsSync(dataDir);
    const open = () => openDatabase({ driver: "postgres", url });
    return {
      config: { DATA_DIR: dataDir, DATABASE_URL: url, AUTH_SECRET: authSecret },
      isEmpty,
      open,
    };
  }

  beforeAll(async () => {
    const { db } = current();
    await resetBookingData(db);
    for (const time of ["10:00", "11:00"])
      await createBooking(db, bookingRequest({ time }), { ip: null }, testDeps(NOW));
    const harness = authHarness(db);
    const identity = await harness.createAdmin(admin.email, admin.password);
    signedIn = harness.browser();
    expect((await signedIn.signIn(admin.email, admin.password)).status).toBe(200);
    const [row] = await db.select().from(session).where(eq(session.userId, identity.userId));
    sessionToken = row?.token ?? "";
    expect(sessionToken).not.toBe("");
    await db.insert(verification).values({
      id: `verification-${driver}`,
      identifier: `reset-password:${resetValue}`,
      value: resetValue,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await db.select().from(rateLimitBuckets)).length).toBeGreaterThan(0);
    // `current()` is the open handle itself (its PGlite instance included), as a server holds it.
    writeBackupFile(file, await createBackup(current(), HARNESS_SECRET));
    text = readFileSync(file, "utf8");
  }, 120_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("holds no session token, verification, rate-limit bucket or AUTH_SECRET", () => {
    expect(text).toMatch(/INSERT INTO public\.bookings/);
    expect(text).not.toContain(sessionToken);
    expect(text).not.toContain(resetValue);
    for (const encoded of [
      HARNESS_SECRET,
      Buffer.from(HARNESS_SECRET).toString("base64"),
      Buffer.from(HARNESS_SECRET).toString("base64url"),
      Buffer.from(HARNESS_SECRET).toString("hex"),
    ])
      expect(text).not.toContain(encoded);
    expect(text).not.toMatch(/^-- auth-secret: /m);
    expect(text).toMatch(/^-- auth-secret-check: [\w-]{43}$/m);
    // The tables themselves stay, so a restored site has them (empty).
    for (const table of ["session", "verification", "rate_limit_buckets"]) {
      expect(text).toContain(`CREATE TABLE public.${table} (`);
      expect(text).not.toContain(`INSERT INTO public.${table} `);
    }
  });

  it("restores every booking, no session, and the admin signs in again with the password", async () => {
    const target = await emptyTarget("restored", HARNESS_SECRET);
    const notes = await restoreFromFile(target.config, file);
    const restored = await target.open();
    try {
      const bookingsOf = (db: DatabaseHandle["db"]) =>
        db.select().from(bookings).orderBy(bookings.id);
      const kept = await bookingsOf(restored.db);
      expect(kept).toHaveLength(2);
      expect(kept).toEqual(await bookingsOf(current().db));
      expect(await restored.db.select().from(session)).toEqual([]);
      expect(await restored.db.select().from(verification)).toEqual([]);
      expect(await restored.db.select().from(rateLimitBuckets)).toEqual([]);

      const harness = authHarness(restored.db);
      const stale = harness.browser();
      for (const [name, value] of signedIn.jar) stale.jar.set(name, value);
      expect((await stale.get("/get-session")).body, "the old cookie").toBeNull();
      const again = harness.browser();
      expect((await again.signIn(admin.email, admin.password)).status).toBe(200);
      expect((await again.get("/get-session")).body).toMatchObject({
        user: { email: admin.email },
      });
      expect(notes.join("\n")).toMatch(/everyone signs in again/);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("refuses, naming AUTH_SECRET, when the secret is missing or another, and changes nothing", async () => {
    const missing = await emptyTarget("no-secret");
    await expect(restoreFromFile(missing.config, file)).rejects.toThrow(/AUTH_SECRET/);
    expect(await missing.isEmpty()).toBe(true);

    const other = await emptyTarget("other-secret", "another-secret-another-secret-another-0123");
    await expect(restoreFromFile(other.config, file)).rejects.toThrow(/another AUTH_SECRET/);
    expect(await other.isEmpty()).toBe(true);
  }, 60_000);

  it("restores an older backup that carries the secret itself, once given that secret", async () => {
    const legacy = path.join(root, "legacy.sql");
    writeFileSync(
      legacy,
      text.replace(/^-- auth-secret-check: .*$/m, `-- auth-secret: ${HARNESS_SECRET}`),
    );
    const missing = await emptyTarget("legacy-no-secret");
    await expect(restoreFromFile(missing.config, legacy)).rejects.toThrow(
      /set AUTH_SECRET to the value on its "-- auth-secret:" line/,
    );
    expect(await missing.isEmpty()).toBe(true);

    const given = await emptyTarget("legacy-secret", HARNESS_SECRET);
    await restoreFromFile(given.config, legacy);
    const restored = await given.open();
    try {
      expect(await restored.db.select().from(bookings)).toHaveLength(2);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
