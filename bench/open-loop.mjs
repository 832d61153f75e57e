// The open-loop load generator of bench:booking, a child process of its own (forked; the bench
// sends one job per message and gets the figures back). A request is DUE every 1/rate seconds
// whatever happened to the earlier ones, and its latency is counted from when it was due — not from
// when it was sent — so a stalled server (or a stalled generator) shows up in the figures instead
// of silently slowing the load (no coordinated omission). Closed-loop tools such as autocannon or
// wrk send the next request only after an answer, which measures the queue, not the server.
//
// Job: { url, rate, seconds, timeoutMs } → { sent, ok, errors, failures, p50, p99, max, lagP99,
// lagMax, achieved } (milliseconds; lag = how late the generator itself sent, part of the latency;
// failures = the errors by kind: "status 503", "ECONNRESET", "timeout", "cut off").
import http from "node:http";
import { performance } from "node:perf_hooks";

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

// Keep-alive connections, as many as the requests in flight need (a request beyond 256 in flight
// waits in the agent's queue — still timed from when it was due). One agent for every job, so a
// run starts on the connections the warm-up opened instead of opening a burst of new ones.
// `timeout` makes the agent close an idle connection a second before the server's announced
// keep-alive timeout (Node's agent ignores the server's `Keep-Alive: timeout=5` hint when it has
// no timeout of its own): otherwise a request written on a connection the server is closing that
// instant fails with ECONNRESET, a race of the client's, not the server's failure — browsers
// retry such a request; this generator would count it as an error.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });

function runJob({ url, rate, seconds, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  const lags = new Float64Array(total);
  let done = 0;
  let ok = 0;
  let errors = 0;
  const failures = {};
  let sent = 0;

  return new Promise((resolve) => {
    const start = performance.now() + 20;
    const finish = () => {
      const sorted = Float64Array.from(latencies).sort();
      const lagSorted = Float64Array.from(lags).sort();
      const last = performance.now();
      resolve({
        sent,
        ok,
        errors,
        failures,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1],
        lagP99: percentile(lagSorted, 0.99),
        lagMax: lagSorted[lagSorted.length - 1],
        achieved: ok / ((last - start) / 1000),
      });
    };
    const complete = (index, due, failure) => {
      latencies[index] = failure ? timeoutMs : performance.now() - due;
      if (failure) {
        errors++;
        failures[failure] = (failures[failure] ?? 0) + 1;
      } else ok++;
      if (++done === total) finish();
    };
    const send = (index, due) => {
      lags[index] = performance.now() - due;
      sent++;
      let settled = false;
      const settle = (failure) => {
        if (settled) return;
        settled = true;
        complete(index, due, failure);
      };
      const req = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
        },
        (res) => {
          res.resume();
          res.on("end", () => settle(res.statusCode === 200 ? null : `status ${res.statusCode}`));
          res.on("close", () => settle("cut off")); // before its end
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
      req.on("error", (error) => settle(error.code ?? error.message));
    };
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out, each with its own due time.
      while (sent < total && start + sent * interval <= now) send(sent, start + sent * interval);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, 20);
  });
}

process.on("message", async (job) => {
  process.send?.(await runJob(job));
});
