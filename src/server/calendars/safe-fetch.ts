import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

/**
 * Outbound HTTP for calendars, written for addresses an admin types in: http(s) only, a deadline,
 * a size cap enforced while the body streams, redirects followed by hand (at most N), and SSRF rules
 * applied where they cannot be dodged — in the socket's own DNS lookup, so the address checked is
 * the address connected to (no window for DNS rebinding), and again on every redirect hop. IP
 * literals, which Node connects to without a lookup, are checked before the request.
 */

export type CalendarFetchErrorKind =
  | "bad-url"
  | "bad-scheme"
  | "refused-address"
  | "unknown-host"
  | "timeout"
  | "too-large"
  | "too-many-redirects"
  | "http-status"
  | "network";

export class CalendarFetchError extends Error {
  constructor(
    readonly kind: CalendarFetchErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CalendarFetchError";
  }
}

export type SafetyOptions = {
  /** Allow loopback, private and link-local addresses (CALENDAR_ALLOW_PRIVATE_HOSTS; tests). */
  allowPrivateHosts?: boolean;
  /**
   * Single addresses allowed although not public, e.g. one LAN Nextcloud without opening every
   * private range. The tests also use it to let a loopback alias stand in for "the internet".
   */
  allowAddresses?: readonly string[];
};

type Policy = (ip: string) => boolean;

function policyOf(options: SafetyOptions): Policy {
  if (options.allowPrivateHosts) return () => true;
  const allowed = new Set((options.allowAddresses ?? []).map((a) => a.toLowerCase()));
  return (ip) => allowed.has(ip.toLowerCase()) || isPublicAddress(ip);
}

export type LimitOptions = SafetyOptions & {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;

/* ---------------------------------------------------------------------------------------------- */
/* Addresses                                                                                       */

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["::", 96], // IPv4-compatible (deprecated)
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d or NAT64 64:ff9b::/96). */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return null;
}

/**
 * Whether an IP address is one a calendar may be fetched from: not loopback, private (10/8,
 * 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10), unspecified, CGNAT
 * (100.64/10), multicast or reserved, also when written as IPv4-mapped IPv6. Not an IP → false.
 */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return net.isIPv4(v4) && !blocked.check(v4, "ipv4");
  return !blocked.check(address, "ipv6");
}

function refused(host: string, address?: string): CalendarFetchError {
  const where = address && address !== host ? `${host} (${address})` : host;
  return new CalendarFetchError(
    "refused-address",
    `The address ${where} is on a private, local or reserved network, which calendars may not be fetched from.`,
  );
}

/** dns.lookup, refusing non-public answers; used by the socket itself, so it runs at connect time. */
function guardedLookup(allowed: Policy): net.LookupFunction {
  return ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (...args: unknown[]) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !allowed(a.address));
      if (bad) return callback(refused(hostname, bad.address));
      if (list.length === 0)
        return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }));
      if (options?.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as net.LookupFunction;
}

function parseHttpUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new CalendarFetchError("bad-url", "The calendar address is not a valid web address.");
  }
  if (url.protocol === "webcal:") url = new URL(`https:${url.href.slice("webcal:".length)}`);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CalendarFetchError(
      "bad-scheme",
      `The calendar address must start with http:// or https:// (not ${url.protocol}).`,
    );
  }
  if (url.username || url.password) {
    throw new CalendarFetchError(
      "bad-url",
      "The calendar address must not contain a user name or password.",
    );
  }
  return url;
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * The check for a form (422 at submit time): a valid http(s) address whose host resolves, only to
 * public addresses unless private hosts are allowed. `webcal://` is read as https.
 */
export async function checkCalendarUrl(input: string, options: SafetyOptions = {}): Promise<URL> {
  const url = parseHttpUrl(input);
  const host = hostOf(url);
  const allowed = policyOf(options);
  if (net.isIP(host)) {
    if (!allowed(host)) throw refused(host);
    return url;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new CalendarFetchError("unknown-host", `The host name ${host} could not be found.`);
  }
  const bad = addresses.find((a) => !allowed(a.address));
  if (bad) throw refused(host, bad.address);
  return url;
}

/* ---------------------------------------------------------------------------------------------- */
/* Requests                                                                                        */

export type SafeRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** "follow" (default): up to maxRedirects hops, each checked; "manual": the 3xx is the answer. */
  redirect?: "follow" | "manual";
  signal?: AbortSignal;
};

export type SafeResponse = {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  finalUrl: string;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request with every rule applied; redirects are followed here, by hand. */
export async function safeRequest(
  input: string | URL,
  request: SafeRequest = {},
  limits: LimitOptions = {},
): Promise<SafeResponse> {
  const timeoutMs = limits.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = limits.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const allowed = policyOf(limits);
  const deadline = Date.now() + timeoutMs;

  let url = parseHttpUrl(input);
  let method = (request.method ?? "GET").toUpperCase();
  let body = request.body;
  let headers = { ...(request.headers ?? {}) };
  for (let hop = 0; ; hop++) {
    const response = await once(
      url,
      { method, headers, body, signal: request.signal },
      {
        deadline,
        timeoutMs,
        maxBytes,
        allowed,
      },
    );
    const location = response.headers.location;
    if (request.redirect === "manual" || !REDIRECTS.has(response.status) || !location) {
      return response;
    }
    if (hop >= maxRedirects) {
      throw new CalendarFetchError(
        "too-many-redirects",
        `The calendar address redirected more than ${maxRedirects} times.`,
      );
    }
    let next: URL;
    try {
      next = parseHttpUrl(new URL(location, url));
    } catch (error) {
      if (error instanceof CalendarFetchError && error.kind === "bad-scheme") {
        throw new CalendarFetchError(
          "bad-scheme",
          "The calendar address redirected to an address that is not http(s).",
        );
      }
      throw error;
    }
    if (next.origin !== url.origin) {
      headers = Object.fromEntries(
        Object.entries(headers).filter(([k]) => !/^(authorization|cookie)$/i.test(k)),
      );
    }
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && method === "POST")
    ) {
      method = method === "HEAD" ? "HEAD" : "GET";
      body = undefined;
    }
    url = next;
  }
}

function once(
  url: URL,
  request: Required<Pick<SafeRequest, "method" | "headers">> & Pick<SafeRequest, "body" | "signal">,
  limits: { deadline: number; timeoutMs: number; maxBytes: number; allowed: Policy },
): Promise<SafeResponse> {
  const host = hostOf(url);
  if (net.isIP(host) && !limits.allowed(host)) {
    return Promise.reject(refused(host));
  }
  const remaining = limits.deadline - Date.now();
  if (remaining <= 0) return Promise.reject(timeoutError(limits.timeoutMs));

  return new Promise<SafeResponse>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (error: Error | null, value?: SafeResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", onAbort);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(value!);
    };
    const headers: Record<string, string> = {
      "user-agent": "agency-site calendar sync",
      ...request.headers,
    };
    if (request.body !== undefined)
      headers["content-length"] = String(Buffer.byteLength(request.body));
    const req = client.request(url, {
      method: request.method,
      headers,
      agent: false, // a fresh, checked connection every time: no pooled socket skips the lookup
      lookup: guardedLookup(limits.allowed),
    });
    const timer = setTimeout(() => finish(timeoutError(limits.timeoutMs)), remaining);
    const onAbort = () => finish(new CalendarFetchError("network", "The request was cancelled."));
    request.signal?.addEventListener("abort", onAbort);
    if (request.signal?.aborted) onAbort();

    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error instanceof CalendarFetchError) return finish(error);
      if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") {
        return finish(
          new CalendarFetchError("unknown-host", `The host name ${host} could not be found.`),
        );
      }
      finish(
        new CalendarFetchError(
          "network",
          `The calendar server could not be reached (${error.code ?? error.message}).`,
        ),
      );
    });
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const declared = Number(res.headers["content-length"]);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        res.destroy();
        return finish(tooLarge(limits.maxBytes));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          res.destroy();
          return finish(tooLarge(limits.maxBytes));
        }
        chunks.push(chunk);
      });
      res.on("end", () =>
        finish(null, {
          status,
          statusText: res.statusMessage ?? "",
          headers: res.headers,
          body: Buffer.concat(chunks),
          finalUrl: url.href,
        }),
      );
      res.on("error", (error) =>
        finish(
          new CalendarFetchError(
            "network",
            `The calendar server broke off the answer (${error.message}).`,
          ),
        ),
      );
    });
    req.end(request.body);
  });
}

function timeoutError(timeoutMs: number) {
  const text = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
  return new CalendarFetchError("timeout", `The calendar server did not answer within ${text}.`);
}

function tooLarge(maxBytes: number) {
  const mib = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const text = maxBytes >= 1024 * 1024 ? `${mib} MiB` : `${maxBytes} bytes`;
  return new CalendarFetchError("too-large", `The calendar is larger than the ${text} limit.`);
}

/* ---------------------------------------------------------------------------------------------- */
/* ICS feeds                                                                                       */

export type FeedResult =
  | { status: "not-modified" }
  | {
      status: "ok";
      body: string;
      etag: string | null;
      lastModified: string | null;
      finalUrl: string;
    };

export type FeedOptions = LimitOptions & { etag?: string | null; lastModified?: string | null };

/** GET an ICS feed, conditionally (If-None-Match / If-Modified-Since) when a validator is known. */
export async function fetchCalendarFeed(
  url: string,
  options: FeedOptions = {},
): Promise<FeedResult> {
  const headers: Record<string, string> = { accept: "text/calendar, text/plain;q=0.9, */*;q=0.5" };
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  const response = await safeRequest(url, { headers }, options);
  if (response.status === 304) return { status: "not-modified" };
  if (response.status < 200 || response.status >= 300) {
    const reason = response.statusText ? ` (${response.statusText})` : "";
    throw new CalendarFetchError(
      "http-status",
      `The calendar server answered HTTP ${response.status}${reason}.`,
      response.status,
    );
  }
  const header = (name: string) => {
    const value = response.headers[name];
    return typeof value === "string" && value ? value : null;
  };
  return {
    status: "ok",
    body: response.body.toString("utf8").replace(/^\uFEFF/, ""),
    etag: header("etag"),
    lastModified: header("last-modified"),
    finalUrl: response.finalUrl,
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* A fetch() for libraries (tsdav)                                                                 */

const NULL_BODY = new Set([101, 204, 205, 304]);

/** A `fetch` with the same rules, for clients that take one (tsdav's `fetch` option). */
export function guardedFetch(limits: LimitOptions = {}): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers: Record<string, string> = {};
    new Headers(input instanceof Request ? input.headers : undefined).forEach((v, k) => {
      headers[k] = v;
    });
    new Headers(init.headers).forEach((v, k) => {
      headers[k] = v;
    });
    let body: string | Buffer | undefined;
    if (typeof init.body === "string") body = init.body;
    else if (init.body instanceof ArrayBuffer || ArrayBuffer.isView(init.body)) {
      body = Buffer.from(init.body as ArrayBuffer);
    } else if (init.body != null) {
      body = Buffer.from(await new Response(init.body).arrayBuffer());
    }
    const response = await safeRequest(
      url,
      {
        method: init.method ?? (input instanceof Request ? input.method : "GET"),
        headers,
        body,
        redirect: init.redirect === "manual" ? "manual" : "follow",
        signal: init.signal ?? undefined,
      },
      limits,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
    }
    const result = new Response(
      NULL_BODY.has(response.status) ? null : new Uint8Array(response.body),
      {
        status: response.status,
        statusText: response.statusText,
        headers: responseHeaders,
      },
    );
    Object.defineProperty(result, "url", { value: response.finalUrl });
    return result;
  }) as typeof fetch;
}
