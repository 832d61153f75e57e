// The floor of bench:booking: Next.js's router and a route handler, no database — what the
// framework alone costs a request on the host of the moment (ADR 0080).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
