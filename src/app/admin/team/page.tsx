import type { Metadata } from "next";
import { TeamPanel } from "@/components/admin/team-panel";
import { requireAdmin } from "@/server/auth/guards";

export const metadata: Metadata = { title: "Team" };

export default async function AdminTeamPage() {
  const { isSuperAdmin } = await requireAdmin("/admin/team");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Team</h1>
      <p className="text-slate-300">
        Hosts are the admins who take meetings, each with a name visitors see and a link name for a
        personal booking link.
      </p>
      <TeamPanel canManage={isSuperAdmin} />
    </div>
  );
}
