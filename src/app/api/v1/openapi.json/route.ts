import { env } from "@/env";
import { openApiDocument } from "@/server/bookings/openapi-document";

export const dynamic = "force-dynamic";

/** GET /api/v1/openapi.json: the booking API, generated from the zod schemas it validates with. */
export function GET() {
  return Response.json(openApiDocument(env().APP_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
