// Dependency-free, and without "server-only", on purpose: src/proxy.ts imports it too.

/** Methods a browser may send cross-site without it being a mutation worth refusing. */
export const isSafeMethod = (method: string) => ["GET", "HEAD", "OPTIONS"].includes(method);

/**
 * The one origin check. A browser always sends `Origin` on a cross-site mutation; without one,
 * only `Sec-Fetch-Site: cross-site` marks a foreign request (server-to-server callers carry no
 * ambient cookies worth forging). An `Origin` is ours when its origin is one of `origins` or its
 * host one of `hosts`; one that does not even parse is foreign.
 */
export function isForeignOrigin(
  request: { origin: string | null | undefined; secFetchSite: string | null | undefined },
  ours: {
    origins?: readonly (string | null | undefined)[];
    hosts?: readonly (string | null | undefined)[];
  },
): boolean {
  if (!request.origin) return request.secFetchSite === "cross-site";
  let url: URL;
  try {
    url = new URL(request.origin);
  } catch {
    return true;
  }
  return !(ours.origins?.includes(url.origin) || ours.hosts?.includes(url.host));
}
