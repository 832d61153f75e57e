import { site } from "@/content/site";
import { referencePageHtml } from "@/server/api-reference/reference-page";
import { rendererBundle } from "@/server/api-reference/renderer-bundle";

export const dynamic = "force-dynamic";

/**
 * GET /api/docs: the public booking API's reference, rendered in the browser from
 * /api/v1/openapi.json by Scalar served from this origin. Its CSP (next.config.ts) is scoped to
 * this path: ADR 0071.
 */
export async function GET() {
  const { version } = await rendererBundle();
  return new Response(referencePageHtml({ siteName: site.name, version }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
