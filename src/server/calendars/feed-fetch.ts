import "server-only";
import { SafeFetchError } from "@/server/net/fetch-errors";
import { type LimitOptions, safeRequest } from "@/server/net/safe-fetch";

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
    throw new SafeFetchError(
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
