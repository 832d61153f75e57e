import { metricsResponse } from "@/server/wiring/metrics-snapshot";

export const dynamic = "force-dynamic";

/** GET /api/metrics → Prometheus text, behind `Authorization: Bearer <METRICS_TOKEN>`. */
export const GET = (request: Request) => metricsResponse(request);
