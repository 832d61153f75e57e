import type { NextConfig } from "next";
import {
  API_CSP,
  API_DOCS_CSP,
  API_DOCS_SOURCE,
  API_EXCEPT_DOCS_SOURCE,
  HSTS_VALUE,
  STATIC_SECURITY_HEADERS,
} from "./src/server/http/security-headers";

// Read at build time; `npm start` rebuilds when APP_URL changes (scripts/lib.mjs).
const https = (process.env.APP_URL ?? "").startsWith("https://");

const nextConfig: NextConfig = {
  // A separate build folder lets e2e runs and `npm start` coexist on one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
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
