// `npm run bench:request-signal`: what a web Request built with an AbortSignal costs Node's young
// generation — the shape Next.js gives every request it hands a route handler (its adapter passes
// `signal: signalFromNodeResponse(res)` to `new NextRequest(…)`). Node's undici registers the
// Request's own AbortController in a FinalizationRegistry when a signal is given (and listens on
// that signal); the V8 of Node 20 clears such registrations only in a full collection, so what
// they reach outlives the young generation and is promoted to the old space instead of dying
// young — more full collections for the same traffic (ADR 0080, session 44). Figures, not targets.
//
// Two child processes, the same loop of BENCH_REQUESTS (200,000) requests, 50 at a time: each
// builds a GET Request with headers (with or without a signal), waits a turn of the event loop
// as a handler would, and drops it. Each runs with --trace-gc-nvp; printed per variant: the time,
// the scavenges, what they promoted, and the full collections.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const REQUESTS = Number(process.env.BENCH_REQUESTS || 200_000);
const IN_FLIGHT = 50;

async function child(withSignal) {
  const started = performance.now();
  const handle = async (index) => {
    const controller = new AbortController();
    const init = { headers: { accept: "application/json", "x-request-id": String(index) } };
    const request = new Request(
      `http://localhost/api/v1/slots?date=2026-12-0${1 + (index % 9)}`,
      withSignal ? { ...init, signal: controller.signal } : init,
    );
    await new Promise((resolve) => setImmediate(resolve));
    return request.url.length;
  };
  for (let index = 0; index < REQUESTS; index += IN_FLIGHT)
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, k) => handle(index + k)));
  process.stderr.write(`elapsed=${(performance.now() - started).toFixed(0)}\n`);
}

function run(withSignal) {
  const result = spawnSync(
    process.execPath,
    ["--trace-gc-nvp", fileURLToPath(import.meta.url), withSignal ? "signal" : "plain"],
    { encoding: "utf8", env: { ...process.env, BENCH_CHILD: "1" }, maxBuffer: 1 << 28 },
  );
  if (result.status !== 0) throw new Error(result.stderr || `exit ${result.status}`);
  const lines = result.stdout.split("\n");
  const field = (line, name) => Number(new RegExp(` ${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
  const scavenges = lines.filter((line) => line.includes(" gc=s "));
  return {
    ms: Number(/elapsed=(\d+)/.exec(result.stderr)?.[1]),
    scavenges: scavenges.length,
    promotedMb: scavenges.reduce((sum, line) => sum + field(line, "promoted"), 0) / 1e6,
    fullCollections: lines.filter((line) => line.includes(" gc=mc ")).length,
  };
}

if (process.env.BENCH_CHILD) await child(process.argv[2] === "signal");
else {
  console.log(`${REQUESTS} GET Requests, ${IN_FLIGHT} in flight, on Node ${process.version}:`);
  const plain = run(false);
  const signal = run(true);
  for (const [name, figures] of [
    ["without a signal", plain],
    ["with a signal   ", signal],
  ])
    console.log(
      `  ${name}  ${String(figures.ms).padStart(6)} ms  scavenges ${figures.scavenges}  promoted ${figures.promotedMb.toFixed(0)} MB (${((figures.promotedMb * 1e6) / REQUESTS).toFixed(0)} B per request)  full collections ${figures.fullCollections}`,
    );
  console.log(
    `  with ÷ without: time ${(signal.ms / plain.ms).toFixed(2)}×, promoted ${(signal.promotedMb / plain.promotedMb).toFixed(2)}×`,
  );
}
