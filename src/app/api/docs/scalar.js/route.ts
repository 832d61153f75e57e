import { rendererBundle } from "@/server/api-reference/renderer-bundle";

export const dynamic = "force-dynamic";

/** GET /api/docs/scalar.js?v=<version>: the renderer; the page asks for it by version. */
export async function GET(request: Request) {
  const { version, script } = await rendererBundle();
  const asked = new URL(request.url).searchParams.get("v");
  return new Response(new Uint8Array(script), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // The versioned address never changes content; an unversioned one may, on an upgrade.
      "Cache-Control":
        asked === version ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
