import "server-only";
import { type LimitOptions, safeRequest } from "@/server/net/safe-fetch";

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
