import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
// @ts-expect-error: plain ESM helper shared with the e2e services script
import { startPostgres } from "./postgres-server.mjs";

const TEMPLATE = "agency_template";

/**
 * One real PostgreSQL server for the whole run. Migrations run once into a template database;
 * every test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
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
  project.provide("pgAdminUrl", server.url("postgres"));
  project.provide("pgTemplate", TEMPLATE);
  return async () => {
    await server.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}
