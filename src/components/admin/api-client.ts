"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type * as z from "zod";
import { fieldErrors } from "@/lib/schemas/field-errors";

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; fields?: Record<string, string> };

export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";
const SERVER_ERROR = "Something went wrong on our side. Please try again.";

/**
 * Calls one of the /api/admin routes. A 401 means the session ended (signed out, deactivated):
 * the browser goes to /login and comes back here after signing in.
 */
export async function callApi<T>(
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const body = (await response.json().catch(() => null)) as
    | (T & { error?: string; fields?: Record<string, string> })
    | null;
  if (response.status === 401) {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/login?next=${encodeURIComponent(here)}`);
  }
  if (response.ok && body !== null) return { ok: true, data: body };
  return {
    ok: false,
    status: response.status,
    error: body?.error ?? SERVER_ERROR,
    ...(body?.fields ? { fields: body.fields } : {}),
  };
}

export type QueryState<T> =
  | { status: "loading"; data?: undefined; error?: undefined }
  | { status: "error"; data?: undefined; error: string }
  | { status: "ready"; data: T; error?: undefined; refreshError?: string };

/**
 * GETs a route whenever the path changes; `reload` asks again from a loading state. `refresh`
 * asks again while the current answer stays on screen (forms built from it keep their state); if
 * it fails, that answer stays too, with `refreshError`. Answers out of order are dropped.
 */
export function useApiQuery<T>(path: string) {
  const [state, setState] = useState<QueryState<T>>({ status: "loading" });
  const latest = useRef(0);
  const load = useCallback(
    async (quiet: boolean) => {
      const ticket = ++latest.current;
      if (!quiet) setState({ status: "loading" });
      const result = await callApi<T>(path);
      if (ticket !== latest.current) return;
      setState((current) => {
        if (result.ok) return { status: "ready", data: result.data };
        return quiet && current.status === "ready"
          ? { status: "ready", data: current.data, refreshError: result.error }
          : { status: "error", error: result.error };
      });
    },
    [path],
  );
  const reload = useCallback(() => load(false), [load]);
  const refresh = useCallback(() => load(true), [load]);
  useEffect(() => {
    void load(false);
  }, [load]);
  return { state, reload, refresh };
}

export type MutationState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; message: string }
  | { status: "failed"; message: string; fields?: Record<string, string> };

/**
 * One form submission: validate with the same zod schema the route uses, send, and keep a
 * visible saving / saved / failed state. Nothing fails silently.
 */
export function useMutation() {
  const [state, setState] = useState<MutationState>({ status: "idle" });
  const run = useCallback(
    async <S extends z.ZodType, T>(options: {
      schema?: S;
      input: unknown;
      send: (input: z.output<S>) => Promise<ApiResult<T>>;
      success: (data: T) => string;
      failure?: (result: { status: number; error: string }) => string;
    }): Promise<T | null> => {
      let input = options.input as z.output<S>;
      if (options.schema) {
        const parsed = options.schema.safeParse(options.input);
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error);
          setState({
            status: "failed",
            message: Object.values(fields)[0] ?? "Invalid input",
            fields,
          });
          return null;
        }
        input = parsed.data;
      }
      setState({ status: "saving" });
      const result = await options.send(input);
      if (!result.ok) {
        setState({
          status: "failed",
          message: options.failure?.(result) ?? result.error,
          ...(result.fields ? { fields: result.fields } : {}),
        });
        return null;
      }
      setState({ status: "saved", message: options.success(result.data) });
      return result.data;
    },
    [],
  );
  const reset = useCallback(() => setState({ status: "idle" }), []);
  return { state, run, reset };
}

/** The message for one field, when the last attempt failed on it. */
export const fieldError = (state: MutationState, field: string) =>
  state.status === "failed" ? state.fields?.[field] : undefined;
