import path from "node:path";
import { type NextRequest, NextResponse } from "next/server";
import { isForeignOrigin } from "@/server/http/origin";
import { createPrerenderedScriptHashes } from "@/server/http/prerendered-scripts";
import {
  API_CSP,
  createNonce,
  EMBED_PATH,
  HSTS_VALUE,
  pageCsp,
  parseEmbedOrigins,
} from "@/server/http/security-headers";

// Next.js 16 Proxy (formerly Middleware), Node.js runtime. Two jobs:
// 1. The Content-Security-Policy of every page (the API's is fixed in next.config.ts): prerendered
//    pages get the hashes of their own inline scripts (so they stay static), pages rendered per
//    request get a nonce.
// 2. A convenience redirect of /admin without a session cookie. The real check is on the server
//    in every admin page, action and route handler (src/server/auth/guards.ts).

const isDev = process.env.NODE_ENV === "development";
// The build folder at run time (the release's server.mjs sets NEXT_DIST_DIR): not a file to trace.
const prerendered = createPrerenderedScriptHashes(
  path.resolve(/*turbopackIgnore: true*/ process.env.NEXT_DIST_DIR || ".next"),
);
// Checked at start (src/env.ts refuses a wrong entry), so every entry here is a bare origin.
const embedOrigins = parseEmbedOrigins(process.env.BOOKING_EMBED_ORIGINS).origins;
const SESSION_COOKIES = ["agency.session_token", "__Secure-agency.session_token"];

/**
 * Staff and visitor-private pages: their pages carry a robots meta tag, but the redirects in front
 * of them (signed out → /login) have no body, so the header says it for every answer.
 */
const PRIVATE_PATH = /^\/(admin|booking)(\/|$)|^\/(login|forgot-password|reset-password)$/;

/**
 * Next.js answers a bare 500 when a dynamic segment holds a malformed %-escape (`/booking/%zz`),
 * before any of our code runs (vercel/next.js#92527): such an address is refused here with a 400.
 */
function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Next's default limit for a server action's body; ours (the booking and contact forms) are < 30 KB. */
const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * A server action call Next.js would refuse with a bare 500: from a foreign origin (its CSRF
 * check throws) or with a body over its size limit. Hand-made requests only — the site's own
 * forms never send these — so they get a plain 403/413 here. The accepted origins are a superset
 * of Next's own (Host, X-Forwarded-Host) plus APP_URL, so nothing Next accepts is refused.
 */
function refusedAction(request: NextRequest): NextResponse | null {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  const origin = request.headers.get("origin");
  const ownHosts = [
    request.nextUrl.host,
    request.headers.get("host"),
    request.headers.get("x-forwarded-host"),
    process.env.APP_URL ? new URL(process.env.APP_URL).host : null,
  ];
  // Without an Origin, Next's own check lets the call through; so does this one.
  if (origin && isForeignOrigin({ origin, secFetchSite: null }, { hosts: ownHosts }))
    return plainText(403, "Forbidden: this form can only be sent from this site.");
  if (Number(request.headers.get("content-length") ?? 0) > ACTION_BODY_LIMIT)
    return plainText(413, "The form is too large to send.");
  return null;
}

const plainText = (status: number, text: string) =>
  new NextResponse(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith("/api/");
  if (hasMalformedEscape(pathname))
    return isApi
      ? NextResponse.json({ error: "The address is not valid" }, { status: 400 })
      : plainText(400, "Bad request: the address is not valid.");
  // The API routes that come here (see the matcher) only needed the check above.
  if (isApi) return NextResponse.next();
  const response = refusedAction(request) ?? route(request);
  if (PRIVATE_PATH.test(request.nextUrl.pathname))
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

function route(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const https = (process.env.APP_URL ?? "").startsWith("https://");

  if (
    (pathname === "/admin" || pathname.startsWith("/admin/")) &&
    !SESSION_COOKIES.some((name) => request.cookies.has(name))
  ) {
    const login = new URL("/login", request.url);
    login.searchParams.set("next", `${pathname}${request.nextUrl.search}`);
    return withSecurityHeaders(NextResponse.redirect(login), API_CSP, https);
  }

  // Client-side navigations fetch RSC payloads, not documents: no inline scripts to allow.
  const isDocument = !request.headers.has("rsc");
  const staticHashes = isDocument && !isDev ? prerendered.forPath(pathname) : null;
  if (staticHashes) {
    const csp = pageCsp({ scriptHashes: staticHashes, upgradeInsecureRequests: https });
    return withSecurityHeaders(NextResponse.next(), csp, https);
  }

  const nonce = createNonce();
  const csp = pageCsp({
    nonce,
    scriptHashes: isDev ? [] : prerendered.forErrorPages(),
    isDev,
    upgradeInsecureRequests: https,
    ...(pathname === EMBED_PATH ? { embedOrigins } : {}),
  });
  // Next.js reads the nonce from the request's CSP header and stamps it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  return withSecurityHeaders(
    NextResponse.next({ request: { headers: requestHeaders } }),
    csp,
    https,
  );
}

function withSecurityHeaders(response: NextResponse, csp: string, https: boolean) {
  response.headers.set("Content-Security-Policy", csp);
  if (https) response.headers.set("Strict-Transport-Security", HSTS_VALUE);
  return response;
}

export const config = {
  // The public API's hot routes (health, slots, availability, bookings) never come here: their
  // headers are fixed (next.config.ts), and skipping the proxy is the API's biggest saving per
  // request (ADR 0045). Every API route with a dynamic segment comes, for the %-escape check only;
  // tests/e2e/auth-headers.spec.ts finds them in the file tree and fails for one left out.
  matcher: [
    "/((?!api/|_next/static|_next/image|favicon.ico).*)",
    "/api/admin/:path*",
    "/api/auth/:path*",
    "/api/v1/manage/:path*",
    "/api/calendar/:path*",
  ],
};
