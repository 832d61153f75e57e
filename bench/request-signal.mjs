// `npm run bench:request-signal`: what a web Request built with an AbortSignal costs Node's young
// generation — the shape Next.js gives every request it hands a route handler (its adapter passes
// `signal: signalFromNodeResponse(res)` to `new NextRequest(…)`). Given a signal, Node's undici
// registers the Request's own AbortController in a FinalizationRegistry (and listens on the
// signal given); V8 clears such registrations only in a full collection, so the controller, the
// Request's own `signal` and whatever listens on it outlive the young generation and are promoted
// to the old space — more full collections for the same traffic (ADR 0080). Figures,
// not targets.
//
// Four variants, each a child process running the same loop of BENCH_REQUESTS (100,000) requests,
// 50 at a time: each builds a GET Request with headers, keeps 16 KB of per-request state, waits a
// turn of the event loop as a handler would, and drops it all. The variants: a plain Request; one
// given a signal (Next's shape); the same with an abort listener on the Request's own `signal`
// that captures the state (what code that cancels work on a disconnect does); and, for contrast,
// that listener on a plain Request. Printed per variant under --trace-gc-nvp: the time, the
// scavenges, what they promoted (per request), and the full collections.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const REQUESTS = Number(process.env.BENCH_REQUESTS || 100_000);
const IN_FLIGHT = 50;
const VARIANTS = {
  plain: "a plain Request",
  signal: "a Request given a signal",
  "signal-listener": "given a signal, a listener on its own",
  "plain-listener": "a plain Request, a listener on its own",
};

async function child(variant) {
  const started = performance.now();
  let kept = 0;
  const handle = async (index) => {
    const controller = new AbortController();
    const init = { headers: { accept: "application/json", "x-request-id": String(index) } };
    const request = new Request(
      `http://localhost/api/v1/slots?date=2026-12-0${1 + (index % 9)}`,
      variant.startsWith("signal") ? { ...init, signal: controller.signal } : init,
    );
    const state = { rows: new Array(2000).fill(index) };
    const onAbort = () => {
      kept += state.rows.length;
    };
    if (variant.endsWith("listener")) request.signal.addEventListener("abort", onAbort);
    await new Promise((resolve) => setImmediate(resolve));
    kept += request.url.length + state.rows.length;
  };
  for (let index = 0; index < REQUESTS; index += IN_FLIGHT)
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, k) => handle(index + k)));
  process.stderr.write(`elapsed=${(performance.now() - started).toFixed(0)} kept=${kept > 0}\n`);
}

function run(variant) {
  const result = spawnSync(
    process.execPath,
    ["--trace-gc-nvp", fileURLToPath(import.meta.url), variant],
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

if (process.env.BENCH_CHILD) await child(process.argv[2]);
else {
  console.log(
    `${REQUESTS} GET Requests, ${IN_FLIGHT} in flight, 16 KB of state each, on Node ${process.version}:`,
  );
  for (const [variant, label] of Object.entries(VARIANTS)) {
    const figures = run(variant);
    console.log(
      `  ${label.padEnd(38)} ${String(figures.ms).padStart(6)} ms  scavenges ${figures.scavenges}  promoted ${figures.promotedMb.toFixed(0)} MB (${((figures.promotedMb * 1e6) / REQUESTS).toFixed(0)} B per request)  full collections ${figures.fullCollections}`,
    );
  }
}
