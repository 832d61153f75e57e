import { getDb } from "@/server/db";
import { databaseAnswers } from "@/server/db/seed";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await databaseAnswers(await getDb());
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const reason = error instanceof Error ? error.message : "database unavailable";
    return Response.json(
      { status: "error", reason: `database: ${reason}` },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
