import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/server/http/security-headers";
import { initScript, RENDERER_OPTIONS, referencePageHtml } from "./reference-page";

describe("API reference page", () => {
  const html = referencePageHtml({ siteName: 'Agency <"A&B">', version: "1.72.1" });

  it("loads only same-origin script files: nothing inline for the CSP to vouch for", () => {
    expect(inlineScriptHashes(html)).toEqual([]);
    expect([...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1])).toEqual([
      "/api/docs/scalar.js?v=1.72.1",
      "/api/docs/init.js",
    ]);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("leaves the mount point empty (the renderer would hydrate content) and escapes the name", () => {
    expect(html).toContain('<div id="reference"></div>');
    expect(html).not.toContain('id="api-reference"');
    expect(html).toContain("API reference | Agency &#60;&#34;A&#38;B&#34;&#62;");
    expect(html).toContain('<a href="/api/v1/openapi.json">');
  });

  it("starts the renderer on our document with nothing fetched from its vendor", () => {
    const script = initScript();
    expect(script.startsWith('Scalar.createApiReference("#reference", {')).toBe(true);
    expect(RENDERER_OPTIONS).toMatchObject({
      url: "/api/v1/openapi.json",
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
    });
    expect(RENDERER_OPTIONS).not.toHaveProperty("proxyUrl");
    expect(script).not.toMatch(/https?:\/\//);
  });
});
