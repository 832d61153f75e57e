// `next/navigation` in the islands' bundle (ADR 0082): the page is a document of its own, so its
// path is the location's and every move is a document load.

export const usePathname = () => window.location.pathname;

export const useSearchParams = () => new URLSearchParams(window.location.search);

const router = {
  push: (href: string) => window.location.assign(href),
  replace: (href: string) => window.location.replace(href),
  refresh: () => window.location.reload(),
  back: () => window.history.back(),
  forward: () => window.history.forward(),
  prefetch: () => {},
};

export const useRouter = () => router;
