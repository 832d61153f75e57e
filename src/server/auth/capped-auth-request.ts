import "server-only";
import type { Database } from "@/server/db";
import { BodyTooLargeError, readBodyText } from "@/server/http/api-route";
import { clientIp } from "@/server/http/client-ip";
import { countRefusedAuthRequest, throttledMessage } from "./throttle";

export interface AuthBodyPolicy {
  db: Database;
  /** MAX_JSON_BODY_BYTES. */
  limit: number;
  trustProxy: boolean;
  now: () => Date;
}

const json = (status: number, body: unknown, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * The same cap as the API routes for `/api/auth/*` bodies (better-auth would read any size), and
 * a body refused for its size or as malformed JSON counts against the caller's per-IP sign-in
 * limit like a failed attempt. Returns the request to hand to better-auth (its body read once and
 * put back), or the refusal.
 */
export async function cappedAuthRequest(
  request: Request,
  policy: AuthBodyPolicy,
): Promise<Request | Response> {
  if (request.method !== "POST") return request;
  let text: string;
  let refusal: Response | null = null;
  try {
    text = await readBodyText(request, policy.limit);
    if (text.trim()) JSON.parse(text);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError) && !(error instanceof SyntaxError)) throw error;
    text = "";
    refusal =
      error instanceof BodyTooLargeError
        ? json(413, { message: `The request body is larger than ${policy.limit} bytes` })
        : json(400, { message: "The request body must be JSON" });
  }
  if (!refusal) {
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    return new Request(request.url, { method: "POST", headers, body: text || undefined });
  }
  const ip = clientIp(request.headers, { behindProxy: policy.trustProxy });
  const verdict = await countRefusedAuthRequest(policy.db, ip, policy.now());
  if (verdict.allowed) return refusal;
  return json(
    429,
    { message: throttledMessage("sign-in attempts", verdict.retryAfterSeconds) },
    { "Retry-After": String(verdict.retryAfterSeconds) },
  );
}
