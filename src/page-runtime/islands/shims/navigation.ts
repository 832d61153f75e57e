// `next/navigation` in the islands' bundle (ADR 0082): the page is a document of its own, so its
// path is the location's and there is nothing to prefetch (a link loads a new document). Only
// what the islands use is here: anything else they import fails the islands' build, loudly.

export const usePathname = () => window.location.pathname;

const router = { prefetch: () => {} };

export const useRouter = () => router;

// An island page calls no server action (/book books through the public API, ADR 0083), so no
// error is one refused for belonging to another release (src/lib/stale-page.ts).
export const unstable_isUnrecognizedActionError = (_error: unknown) => false;
