import { type AnchorHTMLAttributes, forwardRef } from "react";

// `next/link` in the islands' bundle (ADR 0082): no Next runtime runs on a marketing page, so a
// link is the anchor Next's <Link> draws on the server, and following it loads a new document.
type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: boolean | null;
  replace?: boolean;
  scroll?: boolean;
};

// forwardRef: a ref reaches a function component only through it on Preact's compat (ADR 0084).
export default forwardRef<HTMLAnchorElement, Props>(function Link(
  { prefetch: _p, replace: _r, scroll: _s, ...anchor },
  ref,
) {
  return <a ref={ref} {...anchor} />;
});
