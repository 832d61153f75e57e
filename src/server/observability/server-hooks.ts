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
  /** The request header the entry sets to the socket's peer address, after removing any copy. */
  clientAddressHeader?: string;
  /** The id of the release this process serves (dist/agency-<id>). */
  releaseId?: string;
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

/**
 * The header carrying the connection's own address, or null where no server entry of ours set it
 * (`next dev`, tests): there a header of that name would be whatever the client sent.
 */
export function clientAddressHeader(): string | null {
  return hooks()?.clientAddressHeader ?? null;
}

/** Runs `closer` on SIGTERM/SIGINT after the requests in flight, in the order registered. */
export function onShutdown(closer: () => Promise<void>) {
  hooks()?.closers.push(closer);
}

/** Calls `observer` once per finished request (method, route pattern, status, seconds). */
export function observeRequests(observer: (observation: HttpObservation) => void) {
  const current = hooks();
  if (current) current.observer = observer;
}

/** The release this process serves, as its folder names it; "development" outside a release. */
export function releaseId(): string {
  return hooks()?.releaseId ?? "development";
}
