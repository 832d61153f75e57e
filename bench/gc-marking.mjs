// `npm run bench:gc-marking`: the release under the same open-loop load with V8's default marking
// (four helper threads) and with the threads `npm start` gives it (ADR 0085), side by side.
//
// Two servers of one release on one PostgreSQL, each with --trace-gc-nvp; window by window the
// generator (bench/open-loop.mjs) loads GET /api/health and GET /api/v1/slots on one and then the
// other, so both see the same minutes of the host. Per server it prints each endpoint's windows
// whose p99 passed 25 ms, and what its full collections cost: how many, the pause and the marking
// steps on the server's thread, the helpers' marking CPU beside them and the heap they started at.
// Figures, not targets: the exit code is 0 unless something failed to run.
// Knobs: BENCH_WINDOWS (per endpoint and server, 16), BENCH_RATE (req/s, 200), BENCH_SECONDS (5).
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureArtifact } from "../scripts/artifact.mjs";
import { ensureDependencies, log, root, serverNodeFlags } from "../scripts/lib.mjs";
import { freePort } from "../tests/support/local-programs.mjs";
import { startPostgres } from "../tests/support/postgres-server.mjs";
import { releaseServerEnv, startGenerator, waitForHealth } from "./api-load.mjs";

const WINDOWS = Number(process.env.BENCH_WINDOWS || 16);
const RATE = Number(process.env.BENCH_RATE || 200);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const P99_LIMIT_MS = 25;
const VARIANTS = [
  ["V8's default", ["--concurrent-marking-max-worker-num=4"]],
  ["npm start's", serverNodeFlags()],
];

async function startServer(release, flags, env, gcLog) {
  const child = spawn(
    process.execPath,
    [...flags, "--trace-gc-nvp", path.join(release, "server.mjs")],
    { cwd: root, stdio: ["ignore", openSync(gcLog, "w"), "inherit"], env },
  );
  await waitForHealth(Number(env.PORT), child);
  return child;
}

/** Full collections from --trace-gc-nvp lines, after the first `skip` (boot and warm-up). */
function fullCollections(gcLog, skip) {
  return readFileSync(gcLog, "utf8")
    .split("\n")
    .filter((line) => line.includes(" gc=mc "))
    .slice(skip)
    .map((line) => {
      const field = (name) => Number(new RegExp(` ${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
      return {
        onThread: field("pause") + field("incremental"),
        helpers: field("background.mark"),
        heapMb: field("total_size_before") / 1e6,
      };
    });
}

const range = (values) =>
  values.length ? `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}` : "—";
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

async function main() {
  ensureDependencies();
  const release = ensureArtifact();
  const postgres = await startPostgres({ port: await freePort() });
  const admin = postgres.client();
  await admin.connect();
  await admin.query("CREATE DATABASE agency_bench");
  await admin.end();
  const databaseUrl = postgres.url("agency_bench");
  const scratch = mkdtempSync(path.join(os.tmpdir(), "agency-gc-marking-"));
  const generator = startGenerator();
  const servers = [];
  try {
    for (const [name, flags] of VARIANTS) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(scratch, "data-"));
      const gcLog = path.join(scratch, `gc-${servers.length}.log`);
      const env = releaseServerEnv({ port, databaseUrl, dataDir });
      log(`${name}: node ${flags.join(" ")} on :${port}`);
      servers.push({
        name,
        flags,
        port,
        gcLog,
        child: await startServer(release, flags, env, gcLog),
      });
    }
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const endpoints = [
      ["health", "/api/health"],
      ["slots", `/api/v1/slots?date=${day}`],
    ];
    const url = (server, urlPath) => `http://127.0.0.1:${server.port}${urlPath}`;
    log("warming up…");
    for (const server of servers)
      for (const [, urlPath] of endpoints)
        await generator.run({ url: url(server, urlPath), rate: 100, seconds: SECONDS });
    for (const server of servers) {
      server.bootCollections = fullCollections(server.gcLog, 0).length;
      server.p99 = Object.fromEntries(endpoints.map(([name]) => [name, []]));
    }
    log(`${WINDOWS} windows of ${SECONDS} s at ${RATE} req/s per endpoint and server…`);
    for (let window = 0; window < WINDOWS; window++)
      for (const [name, urlPath] of endpoints)
        for (const server of servers) {
          const figures = await generator.run({
            url: url(server, urlPath),
            rate: RATE,
            seconds: SECONDS,
          });
          server.p99[name].push(figures.errors ? Number.POSITIVE_INFINITY : figures.p99);
        }

    console.log(
      `\nOld-space marking threads, side by side: ${WINDOWS} windows of ${SECONDS} s at ${RATE} req/s per endpoint (p99, ms).`,
    );
    for (const server of servers) {
      console.log(`${server.name} — node ${server.flags.join(" ")}`);
      for (const [name] of endpoints) {
        const p99 = server.p99[name];
        const misses = p99.filter((value) => value > P99_LIMIT_MS).length;
        console.log(
          `  ${name.padEnd(7)} p99 > ${P99_LIMIT_MS} ms in ${misses} of ${p99.length}: ${p99.map((v) => v.toFixed(1)).join(" ")}`,
        );
      }
      const collections = fullCollections(server.gcLog, server.bootCollections);
      const onThread = collections.map((c) => c.onThread);
      const helpers = collections.map((c) => c.helpers);
      if (!collections.length) console.log("  full collections 0");
      else
        console.log(
          `  full collections ${collections.length}: on the server's thread ${range(onThread)} ms (median ${median(onThread).toFixed(0)}), helpers' marking ${range(helpers)} ms (median ${median(helpers).toFixed(0)}), heap at collection ${range(collections.map((c) => c.heapMb))} MB`,
        );
    }
  } finally {
    generator.stop();
    for (const server of servers) server.child.kill();
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
