import { insightsQuerySchema } from "@/lib/schemas/admin";
import { bookingInsights } from "@/server/bookings/insights";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** The Insights tab's figures (ADR 0067): ?from=YYYY-MM-DD&to=YYYY-MM-DD, by meeting date. */
export const GET = apiRoute({ access: "admin", input: insightsQuerySchema }, async (query) =>
  bookingInsights(await getDb(), query, new Date()),
);
