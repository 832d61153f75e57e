import { getDb } from "@/server/db";
import { checkDatabase } from "@/server/db/health";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export async function GET() {
  const health = await getDb().then(checkDatabase, (error: unknown) => ({
    ok: false as const,
    reason: error instanceof Error ? error.message : String(error),
  }));
  if (health.ok) return Response.json({ status: "ok" }, { headers: noStore });
  return Response.json(
    { status: "error", reason: `database: ${health.reason}` },
    { status: 503, headers: noStore },
  );
}
