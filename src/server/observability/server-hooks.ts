import "server-only";
import pino, { type Logger } from "pino";

/** What one request looked like, for metrics: the route is a pattern (`/booking/[token]`). */
export interface HttpObservation {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/**
 * What the release's server entry (scripts/server.mjs) shares with the app on globalThis: its
 * logger, the closers it runs on SIGTERM, and a per-request observer. Absent under `next dev`.
 */
interface ServerHooks {
  logger: Logger;
  closers: Array<() => Promise<void>>;
  observer?: (observation: HttpObservation) => void;
}

const hooks = () =>
  (globalThis as unknown as Record<symbol, ServerHooks | undefined>)[Symbol.for("agency.server")];

/** The process's JSON logger: the server entry's, or one of our own under `next dev`. */
export const logger: Logger =
  hooks()?.logger ??
  pino({
    level: process.env.LOG_LEVEL || "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });

/** Runs `closer` on SIGTERM/SIGINT after the requests in flight, in the order registered. */
export function onShutdown(closer: () => Promise<void>) {
  hooks()?.closers.push(closer);
}

/** Calls `observer` once per finished request (method, route pattern, status, seconds). */
export function observeRequests(observer: (observation: HttpObservation) => void) {
  const current = hooks();
  if (current) current.observer = observer;
}
