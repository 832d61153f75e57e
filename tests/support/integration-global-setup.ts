import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
// @ts-expect-error: plain ESM helper shared with the e2e services script
import { startPostgres } from "./postgres-server.mjs";

const TEMPLATE = "agency_template";

/**
 * One real PostgreSQL server for the whole run. Migrations run once into a template database;
 * every test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds. The same for
 * PGlite: a migrated folder dumped to a file that test databases load (tests/support/test-database).
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_PG_PORT || 54500 + Math.floor(Math.random() * 400));
  const server = await startPostgres({ port });
  const admin = server.client();
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const template = await openDatabase({
    driver: "postgres",
    url: server.url(TEMPLATE),
    poolSize: 1,
  });
  await runMigrations(template);
  await template.close();
  // PGlite's template: a migrated folder, dumped once; each test database loads a copy.
  const pglite = await openDatabase({ driver: "pglite" });
  await runMigrations(pglite);
  const dumped = await pglite.pglite?.dumpDataDir("none");
  await pglite.close();
  if (!dumped) throw new Error("PGlite did not dump its folder");
  const scratch = mkdtempSync(path.join(os.tmpdir(), "agency-pglite-template-"));
  const pgliteTemplateFile = path.join(scratch, "pgdata.tar");
  writeFileSync(pgliteTemplateFile, Buffer.from(await dumped.arrayBuffer()));
  project.provide("pgAdminUrl", server.url("postgres"));
  project.provide("pgTemplate", TEMPLATE);
  project.provide("pgliteTemplateFile", pgliteTemplateFile);
  return async () => {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgliteTemplateFile: string;
  }
}
