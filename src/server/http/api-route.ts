import "server-only";
import type * as z from "zod";
import { env } from "@/env";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { ActionError } from "./action-result";
import { isForeignOrigin, isSafeMethod } from "./origin";

export type Access = "public" | "admin" | "super_admin";

interface RouteOptions<S extends z.ZodType> {
  access: Access;
  /** Validates the merged route params + query (GET/DELETE) or params + JSON body (other methods). */
  input?: S;
  /** The 403 a signed-in admin without the role gets (super_admin routes); spec §8's by default. */
  forbidden?: string;
  /**
   * Counts a request refused for its input (413, malformed JSON, 422) against the route's rate
   * limits, so a flood of junk is throttled like a flood of real attempts; throws the 429
   * `ActionError` once the caller is over a limit.
   */
  countRefused?: (request: Request) => Promise<void>;
}

/** The signed-in staff member as the auth domain knows them; this module needs only the role. */
interface Staff {
  isSuperAdmin: boolean;
}

interface RouteContext<A extends Access, Admin extends Staff> {
  request: Request;
  admin: A extends "public" ? null : Admin;
}

type RouteParams = { params: Promise<Record<string, string | string[]>> };

const json = (status: number, body: unknown, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

function actionErrorResponse(error: ActionError): Response {
  const body = error.fields
    ? { error: error.message, fields: error.fields }
    : { error: error.message };
  const retry =
    error.status === 429 && error.retryAfterSeconds
      ? { "Retry-After": String(error.retryAfterSeconds) }
      : undefined;
  return json(error.status, body, retry);
}

/** A cross-site mutation: ours is APP_URL's origin or the one the request was sent to. */
export function isCrossOrigin(request: Request): boolean {
  if (isSafeMethod(request.method)) return false;
  const headers = request.headers;
  return isForeignOrigin(
    { origin: headers.get("origin"), secFetchSite: headers.get("sec-fetch-site") },
    { origins: [new URL(env().APP_URL).origin, new URL(request.url).origin] },
  );
}

/** Query keys given twice (`?date=a&date=b`): which one was meant is a guess we do not make. */
function repeatedQueryKeys(request: Request): string[] {
  const keys = [...new URL(request.url).searchParams.keys()];
  return [...new Set(keys.filter((key, i) => keys.indexOf(key) !== i))];
}

/** A body larger than `MAX_JSON_BODY_BYTES`: refused with a 413 before it is held in memory. */
export class BodyTooLargeError extends Error {}

/**
 * The body as text, at most `limit` bytes: a `Content-Length` above it is refused unread, and a
 * body without one (chunked) or lying about it is counted while it streams and dropped as soon as
 * it passes the limit, so a 100 MB body never sits in memory.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readInput(request: Request, params: Record<string, unknown>) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (["GET", "HEAD", "DELETE"].includes(request.method)) return { ...query, ...params };
  const text = await readBodyText(request, env().MAX_JSON_BODY_BYTES);
  if (!text.trim()) return { ...params };
  const body: unknown = JSON.parse(text);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new SyntaxError();
  return { ...body, ...params };
}

/**
 * The one wrapper for route handlers: origin check → auth → parse → run. Built once with the
 * auth domain's admin lookup by the composition root (`server/wiring/api-route.ts`), so this
 * module knows no domain. Failures answer
 * `{ error, fields? }` with a 4xx; only a bug in our code is a 500.
 */
export function createApiRoute<Admin extends Staff>(
  findAdmin: (headers: Headers) => Promise<Admin | null>,
) {
  return function apiRoute<A extends Access, S extends z.ZodType = z.ZodUnknown>(
    options: RouteOptions<S> & { access: A },
    handler: (input: z.output<S>, context: RouteContext<A, Admin>) => Promise<unknown>,
  ) {
    /** A refusal for the input, counted against the limits first (a 429 once over one). */
    async function refuseInput(request: Request, refusal: Response): Promise<Response> {
      if (!options.countRefused) return refusal;
      try {
        await options.countRefused(request);
      } catch (error) {
        if (error instanceof ActionError) return actionErrorResponse(error);
        throw error;
      }
      return refusal;
    }

    return async (request: Request, routeParams?: RouteParams): Promise<Response> => {
      if (isCrossOrigin(request))
        return json(403, { error: "Cross-origin requests are not allowed" });
      // Public routes never look the caller up: no session read on the hot path.
      const admin = options.access === "public" ? null : await findAdmin(request.headers);
      if (options.access !== "public") {
        if (!admin) return json(401, { error: "Your session has ended. Please sign in again." });
        if (options.access === "super_admin" && !admin.isSuperAdmin)
          return json(403, {
            error: options.forbidden ?? "Only super administrators can manage users",
          });
      }
      const repeated = repeatedQueryKeys(request);
      if (repeated.length > 0) {
        const fields = Object.fromEntries(repeated.map((key) => [key, `Give ${key} only once`]));
        return json(422, { error: Object.values(fields)[0], fields });
      }
      let raw: unknown;
      try {
        raw = await readInput(request, (await routeParams?.params) ?? {});
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          return refuseInput(
            request,
            json(413, {
              error: `The request body is larger than ${env().MAX_JSON_BODY_BYTES} bytes`,
            }),
          );
        return refuseInput(request, json(400, { error: "The request body must be a JSON object" }));
      }
      // Parsing sits inside the try: a schema that throws is our bug, answered and logged as one.
      try {
        let input: unknown = raw;
        if (options.input) {
          const parsed = options.input.safeParse(raw);
          if (!parsed.success) {
            const fields = fieldErrors(parsed.error);
            const first = Object.values(fields)[0] ?? "Invalid input";
            return refuseInput(request, json(422, { error: first, fields }));
          }
          input = parsed.data;
        }
        const result = await handler(input as z.output<S>, {
          request,
          admin: admin as RouteContext<A, Admin>["admin"],
        });
        return result instanceof Response ? result : json(200, result ?? { ok: true });
      } catch (error) {
        if (error instanceof ActionError) return actionErrorResponse(error);
        // The method only: paths can hold tokens (/api/v1/manage/[token]); the request line has the route.
        console.error(`[api] ${request.method} failed`, error);
        return json(500, { error: "Something went wrong on our side. Please try again." });
      }
    };
  };
}
