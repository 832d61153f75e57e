import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { EARLY_TAP_SCRIPT } from "@/page-runtime/early-tap-script";
import { THEME_INIT_SCRIPT } from "@/page-runtime/theme-init-script";
import {
  API_CSP,
  API_DOCS_CSP,
  API_DOCS_SOURCE,
  API_EXCEPT_DOCS_SOURCE,
  createNonce,
  EARLY_TAP_HASH,
  EXCEPT_EMBED_SOURCE,
  FRAME_DENY_HEADER,
  HSTS_VALUE,
  inlineScriptHashes,
  pageCsp,
  parseEmbedOrigins,
  STATIC_SECURITY_HEADERS,
  THEME_INIT_HASH,
} from "./security-headers";

describe("pageCsp", () => {
  it("allows same-origin scripts plus the given nonce and hashes, never unsafe-eval or unsafe-inline", () => {
    const csp = pageCsp({ nonce: "abc", scriptHashes: ["sha256-xyz"] });
    expect(csp).toContain(
      `script-src 'self' 'nonce-abc' '${THEME_INIT_HASH}' '${EARLY_TAP_HASH}' 'sha256-xyz'`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe");
  });

  it("adds eval only for next dev, and upgrade-insecure-requests only when asked", () => {
    expect(pageCsp({ isDev: true })).toContain("'unsafe-eval'");
    expect(pageCsp({})).not.toContain("upgrade-insecure-requests");
    expect(pageCsp({ upgradeInsecureRequests: true })).toContain("upgrade-insecure-requests");
  });
});

describe("the booking page framed by other sites (ADR 0078)", () => {
  it("lets our own origin and the listed ones frame it, and no one frame any other page", () => {
    const directives = (embedOrigins?: string[]) =>
      pageCsp({ nonce: "n", embedOrigins }).split("; ");
    expect(directives(["https://landing.example"])).toContain(
      "frame-ancestors 'self' https://landing.example",
    );
    expect(directives([])).toContain("frame-ancestors 'self'");
    expect(directives()).toContain("frame-ancestors 'none'");
  });

  it("reads bare origins only: a path, a wildcard, a user or a CSP keyword is refused", () => {
    expect(parseEmbedOrigins(undefined)).toEqual({ origins: [], invalid: [] });
    expect(
      parseEmbedOrigins(
        " https://A.example/ ,https://a.example  http://127.0.0.1:8080 https://b.example:443",
      ),
    ).toEqual({
      origins: ["https://a.example", "http://127.0.0.1:8080", "https://b.example"],
      invalid: [],
    });
    const refused = [
      "https://a.example/book",
      "https://*.example.com",
      "*",
      "'self'",
      "https://user@a.example",
      "https://a.example?x=1",
      "https://a.example#x",
      "ftp://a.example",
      "javascript:alert(1)",
      "https://a;script-src.example",
      "a.example",
    ];
    expect(parseEmbedOrigins(refused.join(" "))).toEqual({ origins: [], invalid: refused });
  });
});

describe("the hashes of the layout's inline scripts", () => {
  it.each([
    ["theme", THEME_INIT_SCRIPT, THEME_INIT_HASH],
    ["early tap", EARLY_TAP_SCRIPT, EARLY_TAP_HASH],
  ])("the %s script's is in every page's policy, once, and is its text's", (_, script, hash) => {
    const sha = `sha256-${createHash("sha256").update(script).digest("base64")}`;
    expect(hash).toBe(sha);
    // A prerendered page lists it among its own inline scripts: not twice.
    const csp = pageCsp({ scriptHashes: inlineScriptHashes(`<script>${script}</script>`) });
    expect(csp.split(`'${sha}'`)).toHaveLength(2);
    expect(pageCsp({ nonce: "n" })).toContain(`'${sha}'`);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the body of each inline script, skipping external and empty ones", () => {
    const html =
      '<script src="/a.js" async=""></script><script>self.__next_f.push([1,"x"])</script>' +
      '<script id="_R_">boot()</script><script></script>';
    const sha = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"x"])'), sha("boot()")]);
  });
});

describe("createNonce", () => {
  it("is different every time and long enough not to be guessed", () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(Buffer.from(a, "base64")).toHaveLength(16);
  });
});

describe("next.config.ts headers", () => {
  async function headerRules(appUrl: string) {
    vi.stubEnv("APP_URL", appUrl);
    vi.resetModules();
    const { default: config } = await import("../../../next.config");
    vi.unstubAllEnvs();
    return (await config.headers?.()) ?? [];
  }

  it("gives every API answer the fixed data-only CSP (the proxy skips /api)", async () => {
    const api = (await headerRules("http://localhost:3000")).find(
      (rule) => rule.source === API_EXCEPT_DOCS_SOURCE,
    );
    expect(api?.headers).toContainEqual({ key: "Content-Security-Policy", value: API_CSP });
    expect(api?.headers.map((h) => h.key)).not.toContain("Strict-Transport-Security");
  });

  it("gives the API reference, and only it, a document's CSP: scripts from us, no eval", async () => {
    const rules = await headerRules("http://localhost:3000");
    const docs = rules.find((rule) => rule.source === API_DOCS_SOURCE);
    expect(docs?.headers).toContainEqual({ key: "Content-Security-Policy", value: API_DOCS_CSP });
    const directives = API_DOCS_CSP.split("; ");
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(API_DOCS_CSP).not.toMatch(/unsafe-eval|https?:|\*/);
    // The other API rule's pattern leaves /api/docs (and below) out, and nothing else.
    const pattern = /^(?!docs(?:\/|$)).*$/;
    expect(API_EXCEPT_DOCS_SOURCE).toContain("(?!docs(?:/|$))");
    expect(["docs", "docs/scalar.js"].some((p) => pattern.test(p))).toBe(false);
    expect(["v1/openapi.json", "admin/enquiries", "docsy"].every((p) => pattern.test(p))).toBe(
      true,
    );
  });

  it("denies framing on every path but the booking page made for it", async () => {
    const rules = await headerRules("http://localhost:3000");
    expect(STATIC_SECURITY_HEADERS.map((h) => h.key)).not.toContain("X-Frame-Options");
    const deny = rules.find((rule) => rule.headers.some((h) => h.key === "X-Frame-Options"));
    expect(deny).toEqual({ source: EXCEPT_EMBED_SOURCE, headers: [FRAME_DENY_HEADER] });
    // Next matches the source's pattern against the path after its first "/".
    const pattern = /^(?!book\/embed$).*$/;
    expect(EXCEPT_EMBED_SOURCE).toContain("(?!book/embed$)");
    expect(pattern.test("book/embed")).toBe(false);
    expect(["", "book", "book/embedded", "admin", "api/health"].every((p) => pattern.test(p))).toBe(
      true,
    );
  });

  it("adds HSTS to API answers when the public origin is https", async () => {
    const rules = await headerRules("https://agency.example");
    for (const source of [API_EXCEPT_DOCS_SOURCE, API_DOCS_SOURCE])
      expect(rules.find((rule) => rule.source === source)?.headers).toContainEqual({
        key: "Strict-Transport-Security",
        value: HSTS_VALUE,
      });
  });
});
