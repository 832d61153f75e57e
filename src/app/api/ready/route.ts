import { readinessResponse } from "@/server/wiring/health-answers";

export const dynamic = "force-dynamic";

/** GET /api/ready → 200 with the checks, or 503 with the reasons (`/api/health` is liveness). */
export const GET = (request: Request) => readinessResponse(request);
