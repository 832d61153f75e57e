import Link from "next/link";
import { footerColumns, signInLink, site } from "@/content/site";
import type { NavLink } from "@/content/types";
import { Logo } from "./site-header";

const FOOTER_LINK_CLASS = "text-sm text-muted underline-offset-4 hover:text-accent hover:underline";

export function SiteFooter({ account = signInLink }: { account?: NavLink }) {
  return (
    <footer className="border-t border-line bg-surface/90">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">{site.description}</p>
          <address className="mt-4 text-sm not-italic leading-relaxed text-muted">
            <a
              className="underline-offset-4 hover:text-accent hover:underline"
              href={`mailto:${site.contact.email}`}
            >
              {site.contact.email}
            </a>
            <br />
            <a
              className="underline-offset-4 hover:text-accent hover:underline"
              href={site.contact.phoneHref}
            >
              {site.contact.phone}
            </a>
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-ink">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((entry) => {
                const link = entry === signInLink ? account : entry;
                return (
                  <li key={link.href}>
                    {link.document ? (
                      <a href={link.href} className={FOOTER_LINK_CLASS}>
                        {link.label}
                      </a>
                    ) : (
                      <Link href={link.href} prefetch={link.prefetch} className={FOOTER_LINK_CLASS}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} {site.legalName}. {site.tagline}.
        </p>
      </div>
    </footer>
  );
}
