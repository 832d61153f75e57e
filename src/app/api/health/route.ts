import { healthResponse } from "@/server/wiring/health-answers";

export const dynamic = "force-dynamic";

/** GET /api/health → 200 `{ status: "ok" }` while the database answers, else 503. */
export const GET = () => healthResponse();
