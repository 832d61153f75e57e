import type { NextConfig } from "next";
import {
  API_CSP,
  API_DOCS_CSP,
  API_DOCS_SOURCE,
  API_EXCEPT_DOCS_SOURCE,
  EXCEPT_EMBED_SOURCE,
  FRAME_DENY_HEADER,
  HSTS_VALUE,
  STATIC_SECURITY_HEADERS,
} from "./src/server/http/security-headers";

// Read at build time; `npm start` rebuilds when APP_URL changes (scripts/lib.mjs).
const https = (process.env.APP_URL ?? "").startsWith("https://");

const nextConfig: NextConfig = {
  // A separate build folder lets e2e runs and `npm start` coexist on one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm run build` assembles a self-contained artifact from this (scripts/build.mjs, ADR 0060).
  output: "standalone",
  // The standalone output's paths start here (builds always run from the project folder).
  outputFileTracingRoot: process.cwd(),
  // Fixed per commit and configuration by scripts/build.mjs: every instance of one release agrees
  // on it, and a page from an older release reloads instead of mixing builds (ADR 0060).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  poweredByHeader: false,
  // The islands' entry (scripts/artifact.mjs builds it first): written into the build, since a
  // page rendered per request (/book) reads it when the server runs, not only while building.
  env: process.env.ISLANDS_ENTRY ? { ISLANDS_ENTRY: process.env.ISLANDS_ENTRY } : {},
  // Types are checked once for the whole tree by `npm run typecheck` (part of `npm test`).
  typescript: { ignoreBuildErrors: true },
  // Native/WASM database drivers and the SMTP transport must load from node_modules, not a bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-tools",
    "pg",
    "nodemailer",
    "prom-client",
  ],
  // Fixed security headers on every response. Pages get their CSP (and HSTS) per request in
  // src/proxy.ts; the API's never vary, so they are set here and the proxy skips /api entirely
  // (it cost a third of the API's throughput: docs/decisions/0045-api-throughput.md).
  async headers() {
    return [
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      // The booking page made for other sites' frames is the one exception (ADR 0078).
      { source: EXCEPT_EMBED_SOURCE, headers: [FRAME_DENY_HEADER] },
      // The API reference page is the one document under /api: its own policy (ADR 0071).
      ...[
        { source: API_EXCEPT_DOCS_SOURCE, csp: API_CSP },
        { source: API_DOCS_SOURCE, csp: API_DOCS_CSP },
      ].map(({ source, csp }) => ({
        source,
        headers: [
          { key: "Content-Security-Policy", value: csp },
          ...(https ? [{ key: "Strict-Transport-Security", value: HSTS_VALUE }] : []),
        ],
      })),
    ];
  },
};

export default nextConfig;
