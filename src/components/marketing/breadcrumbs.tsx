import { IntentLink as Link } from "@/components/marketing/intent-link";
import { breadcrumbJsonLd, type Crumb, JsonLd } from "./structured-data";

/** Visible breadcrumb trail plus the matching BreadcrumbList JSON-LD (they never disagree). */
export function Breadcrumbs({ origin, trail }: { origin: string; trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ name: "Home", path: "/" }, ...trail];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link
                      href={crumb.path}
                      className="underline-offset-4 hover:text-accent hover:underline"
                    >
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
