import type { Metadata } from "next";
import { requireAdmin } from "@/server/auth/guards";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

export default async function AdminPage() {
  const { email, admin } = await requireAdmin("/admin");
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Admin dashboard</h1>
      <p className="mt-4 text-slate-300">
        Signed in as {email} ({admin.role === "super_admin" ? "super admin" : "admin"}).
      </p>
    </main>
  );
}
