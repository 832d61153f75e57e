import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { checkDatabase, databaseFailed } from "@/server/db/health";
import { isMetricsAuthorized } from "@/server/observability/metrics-token";
import { logger } from "@/server/observability/server-hooks";
import { type Readiness, readiness } from "./readiness";

const noStore = { "Cache-Control": "no-store" };

/**
 * `GET /api/health` (liveness): 200, or 503 saying in our words what failed. A database's own
 * error text can name hosts, users or paths, so it goes to the log only: anyone may call this.
 */
export async function healthResponse(): Promise<Response> {
  const health = await getDb().then(checkDatabase, databaseFailed);
  if (health.ok) return Response.json({ status: "ok" }, { headers: noStore });
  logger.error({ detail: health.detail }, "health: database check failed");
  return Response.json(
    { status: "error", reason: `database: ${health.reason}` },
    { status: 503, headers: noStore },
  );
}

/**
 * `GET /api/ready`: 200 with the checks, or 503 with the reasons. The error texts behind them are
 * logged, and shown only to a caller with `Authorization: Bearer <METRICS_TOKEN>`.
 */
export async function readinessResponse(request: Request): Promise<Response> {
  const result = await readiness();
  if (result.details.length > 0) logger.error({ details: result.details }, "ready: not ready");
  const token = env().METRICS_TOKEN;
  const trusted = Boolean(
    token && isMetricsAuthorized(request.headers.get("authorization"), token),
  );
  return Response.json(readinessBody(result, trusted), {
    status: result.ready ? 200 : 503,
    headers: noStore,
  });
}

/** What a caller sees of the readiness: the details only when it holds the metrics token. */
export function readinessBody(result: Readiness, trusted: boolean) {
  const { ready, reasons, checks, details } = result;
  if (ready) return { status: "ready", checks };
  return { status: "not_ready", reasons, checks, ...(trusted ? { details } : {}) };
}
