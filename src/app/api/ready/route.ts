import { readiness } from "@/server/wiring/readiness";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/ready → 200 with the checks, or 503 with the reasons (`/api/health` is liveness). */
export async function GET() {
  const { ready, reasons, checks } = await readiness();
  if (ready) return Response.json({ status: "ready", checks }, { headers: noStore });
  return Response.json({ status: "not_ready", reasons, checks }, { status: 503, headers: noStore });
}
