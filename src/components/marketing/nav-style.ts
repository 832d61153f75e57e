export const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-ink transition-colors hover:bg-accent-bg/10 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-[current=page]:text-accent";

export function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
