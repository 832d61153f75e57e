// Builders for the response headers every page gets (docs/decisions/0034-security-headers.md).
// No I/O: src/proxy.ts and next.config.ts both use them, unit tests check them.
import { createHash } from "node:crypto";
// Relative, not "@/…": next.config.ts imports this file, and its loader fails on the alias here.
import { EARLY_TAP_SCRIPT } from "../../page-runtime/early-tap-script";
import { THEME_INIT_SCRIPT } from "../../page-runtime/theme-init-script";

/** Headers that never vary: set for every path (static files included) from next.config.ts. */
export const STATIC_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: [
      "accelerometer=()",
      "camera=()",
      "display-capture=()",
      "geolocation=()",
      "gyroscope=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "usb=()",
    ].join(", "),
  },
] as const;

/**
 * The one page other sites may frame (ADR 0078): the booking flow without the site around it.
 * Every other path also says `X-Frame-Options: DENY`, for browsers older than `frame-ancestors`.
 */
export const EMBED_PATH = "/book/embed";
export const FRAME_DENY_HEADER = { key: "X-Frame-Options", value: "DENY" } as const;
/** next.config.ts header source: every path but EMBED_PATH (sources match the path alone). */
export const EXCEPT_EMBED_SOURCE = "/:path((?!book/embed$).*)";

/**
 * BOOKING_EMBED_ORIGINS: the sites allowed to frame EMBED_PATH, origins separated by spaces or
 * commas ("https://landing.example.com https://partner.example"). Only bare http(s) origins with a
 * plain host name: a path, a wildcard or anything a CSP source could misread is refused at start
 * (src/env.ts), never widened.
 */
export function parseEmbedOrigins(value: string | undefined): {
  origins: string[];
  invalid: string[];
} {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    const origin = bareOrigin(entry);
    if (!origin) invalid.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, invalid };
}

function bareOrigin(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const bare =
    /^https?:\/\/[^/?#@]+\/?$/i.test(entry) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname);
  return bare ? url.origin : null;
}

export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** API answers are data, never documents: nothing may load from them or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The API reference page (/api/docs, ADR 0071): a document, unlike the rest of /api. Scripts only
 * from our origin (the renderer and its start file; nothing inline, no eval); inline styles, as
 * on every page (the renderer injects its stylesheet); data only from our origin.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** next.config.ts header sources: /api/docs and below, and every other /api path. */
export const API_DOCS_SOURCE = "/api/docs/:path*";
export const API_EXCEPT_DOCS_SOURCE = "/api/:path((?!docs(?:/|$)).*)";

const sha256Source = (script: string) =>
  `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;

/**
 * The CSP sources of our inline scripts: the theme's (every page) and the early tap's (/book and
 * /book/embed); every page's policy allows both, so one policy serves every route.
 */
export const THEME_INIT_HASH = sha256Source(THEME_INIT_SCRIPT);
export const EARLY_TAP_HASH = sha256Source(EARLY_TAP_SCRIPT);

export interface PageCspInput {
  /** Per-request nonce for dynamically rendered pages (Next.js stamps it on its scripts). */
  nonce?: string;
  /** sha256 sources of the inline scripts of a prerendered page (or of the static 404). */
  scriptHashes?: readonly string[];
  /** `next dev` needs eval for React's debugging aids; production never gets it. */
  isDev?: boolean;
  upgradeInsecureRequests?: boolean;
  /** Origins besides our own that may frame the page (EMBED_PATH only); absent: no one may. */
  embedOrigins?: readonly string[];
}

/**
 * A page's policy. Scripts: same-origin files plus exactly the inline scripts we vouch for (by
 * nonce or hash) — no 'unsafe-inline', no 'unsafe-eval' outside development. Styles allow inline
 * because React style attributes cannot carry nonces; CSS cannot run script.
 */
export function pageCsp({
  nonce,
  scriptHashes = [],
  isDev = false,
  upgradeInsecureRequests = false,
  embedOrigins,
}: PageCspInput): string {
  const scriptSources = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...[...new Set([THEME_INIT_HASH, EARLY_TAP_HASH, ...scriptHashes])].map((hash) => `'${hash}'`),
    ...(isDev ? ["'unsafe-eval'"] : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embedOrigins ? ["'self'", ...embedOrigins].join(" ") : "'none'"}`,
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** `sha256-…` sources for every inline `<script>` (one without `src`) in a prerendered page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}

/** A fresh, unguessable nonce per response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
