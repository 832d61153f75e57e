import "server-only";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import {
  guardedLookup,
  hostOf,
  type Policy,
  parseHttpUrl,
  policyOf,
  refused,
  type SafetyOptions,
} from "./address-rules";
import { SafeFetchError, timeoutError, tooLarge } from "./fetch-errors";

/**
 * Outbound HTTP to addresses an admin types in (calendar feeds, CalDAV, webhooks): http(s) only, a deadline,
 * a size cap enforced while the body streams, redirects followed by hand (at most N), and SSRF rules
 * applied where they cannot be dodged — in the socket's own DNS lookup, so the address checked is
 * the address connected to (no window for DNS rebinding), and again on every redirect hop. IP
 * literals, which Node connects to without a lookup, are checked before the request.
 * The rules live in address-rules.ts. The messages are worded for calendars (the first user);
 * webhooks word their own by `kind`.
 */

export type LimitOptions = SafetyOptions & {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;

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
      throw new SafeFetchError(
        "too-many-redirects",
        `The calendar address redirected more than ${maxRedirects} times.`,
      );
    }
    let next: URL;
    try {
      next = parseHttpUrl(new URL(location, url));
    } catch (error) {
      if (error instanceof SafeFetchError && error.kind === "bad-scheme") {
        throw new SafeFetchError(
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
    const onAbort = () => finish(new SafeFetchError("network", "The request was cancelled."));
    request.signal?.addEventListener("abort", onAbort);
    if (request.signal?.aborted) onAbort();

    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error instanceof SafeFetchError) return finish(error);
      if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") {
        return finish(
          new SafeFetchError("unknown-host", `The host name ${host} could not be found.`),
        );
      }
      finish(
        new SafeFetchError(
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
          new SafeFetchError(
            "network",
            `The calendar server broke off the answer (${error.message}).`,
          ),
        ),
      );
    });
    req.end(request.body);
  });
}
