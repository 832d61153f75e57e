import type { AnchorHTMLAttributes } from "react";

// `next/link` in the islands' bundle (ADR 0082): no Next runtime runs on a marketing page, so a
// link is the anchor Next's <Link> draws on the server, and following it loads a new document.
type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: boolean | null;
  replace?: boolean;
  scroll?: boolean;
};

export default function Link({ prefetch: _p, replace: _r, scroll: _s, ...anchor }: Props) {
  return <a {...anchor} />;
}
