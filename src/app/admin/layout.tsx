import type { Metadata } from "next";
import { AdminNav, type AdminTab } from "@/components/admin/admin-nav";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { requireAdmin } from "@/server/auth/guards";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

/**
 * The dashboard frame. The guard here keeps anonymous visitors out of the whole section; every
 * page and every /api/admin route checks again on its own (a layout does not protect a request).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const { email, isSuperAdmin } = await requireAdmin("/admin");
  const tabs: AdminTab[] = [
    { href: "/admin/bookings", label: "Bookings" },
    { href: "/admin/enquiries", label: "Enquiries" },
    { href: "/admin/insights", label: "Insights" },
    { href: "/admin/availability", label: "Availability" },
    { href: "/admin/calendars", label: "Calendars" },
    { href: "/admin/team", label: "Team" },
    { href: "/admin/settings", label: "Settings" },
    ...(isSuperAdmin ? [{ href: "/admin/users", label: "Users" }] : []),
    ...(isSuperAdmin ? [{ href: "/admin/integrations", label: "Integrations" }] : []),
    ...(isSuperAdmin ? [{ href: "/admin/privacy", label: "Privacy" }] : []),
    { href: "/admin/account", label: "Account" },
    ...(isSuperAdmin ? [{ href: "/admin/audit", label: "Audit trail" }] : []),
  ];
  return (
    <MarketingShell background={false} account={{ label: "Dashboard", href: "/admin" }}>
      <div
        data-admin-frame
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-6 text-slate-100 sm:px-6"
      >
        {/* A named region: the site header is the page's banner, and axe wants all content in
            landmarks. */}
        <section
          aria-label="Admin dashboard"
          className="mb-4 flex flex-wrap items-center justify-between gap-3"
        >
          <div>
            <p className="text-xl font-bold">Admin dashboard</p>
            <p className="text-sm text-slate-300">
              Signed in as {email} ({isSuperAdmin ? "super admin" : "admin"})
            </p>
          </div>
          <SignOutButton />
        </section>
        <AdminNav tabs={tabs} />
        <main id="main" tabIndex={-1} className="flex-1 py-6 outline-none">
          {children}
        </main>
      </div>
    </MarketingShell>
  );
}
