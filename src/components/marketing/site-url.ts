import "server-only";
import { parseEnv } from "@/env";

/**
 * The public origin for canonical URLs, Open Graph, JSON-LD and the sitemap. Static pages read it
 * at build time, so build with the production APP_URL (`npm start` does: it builds with its env).
 * parseEnv, not env(): it validates without creating the auth secret as a side effect of a build.
 */
export function siteUrl(): string {
  return parseEnv(process.env).APP_URL;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
