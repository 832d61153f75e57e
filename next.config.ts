import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS } from "./src/server/auth/security-headers";

const nextConfig: NextConfig = {
  // A separate build folder lets e2e runs and `npm start` coexist on one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Types are checked once for the whole tree by `npm run typecheck` (part of `npm test`).
  typescript: { ignoreBuildErrors: true },
  // Native/WASM database drivers and the SMTP transport must load from node_modules, not a bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  // Fixed security headers on every response; the CSP and HSTS are set per request in src/proxy.ts.
  async headers() {
    return [{ source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] }];
  },
};

export default nextConfig;
