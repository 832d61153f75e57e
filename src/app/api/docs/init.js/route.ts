import { initScript } from "@/server/api-reference/reference-page";

export const dynamic = "force-dynamic";

/** GET /api/docs/init.js: starts the renderer on the reference page with our options. */
export function GET() {
  return new Response(initScript(), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
