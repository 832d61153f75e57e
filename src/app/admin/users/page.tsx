import type { Metadata } from "next";
import { UsersPanel } from "@/components/admin/users-panel";
import { requireSuperAdmin } from "@/server/auth/guards";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage() {
  const context = await requireSuperAdmin("/admin/users");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Users</h1>
      {context ? (
        <UsersPanel currentAdminId={context.admin.id} />
      ) : (
        <p
          role="alert"
          className="rounded-md border border-amber-400/60 bg-amber-950/50 px-4 py-3 text-amber-100"
        >
          Only super administrators can manage users
        </p>
      )}
    </div>
  );
}
