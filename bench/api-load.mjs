// What the API benches share: the open-loop load generator (bench/open-loop.mjs, a process of its
// own) and the environment the release's server runs with under load.
import { fork } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { root } from "../scripts/lib.mjs";

/** The load generator: a separate Node process, one job at a time. */
export function startGenerator() {
  const child = fork(path.join(root, "bench", "open-loop.mjs"), [], {
    stdio: "inherit",
    execArgv: (process.env.BENCH_GENERATOR_FLAGS ?? "").split(" ").filter(Boolean),
  });
  let pending = null;
  child.on("message", (figures) => pending?.resolve(figures));
  child.on("exit", (code) => pending?.reject(new Error(`the load generator exited (${code})`)));
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send(job);
      }),
    stop: () => child.kill(),
  };
}

/** The release's server on `port`, on a bench database, with rate limits out of the way. */
export const releaseServerEnv = ({ port, databaseUrl, dataDir }) => ({
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(port),
  APP_URL: `http://localhost:${port}`,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  BUSINESS_TIMEZONE: "Europe/London",
  SCHEDULER_DISABLED: "true",
  BOOKING_RATE_LIMIT_PER_IP: "100000000",
  BOOKING_RATE_LIMIT_PER_EMAIL: "1000",
});

const answersHealth = (port) =>
  new Promise((resolve) =>
    http
      .get({ host: "127.0.0.1", port, path: "/api/health" }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on("error", () => resolve(false)),
  );

/** Waits until the server `child` on `port` answers /api/health with 200 (120 s at most). */
export async function waitForHealth(port, child) {
  const deadline = Date.now() + 120_000;
  while (!(await answersHealth(port))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("the server did not become healthy within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
