import type { Metadata } from "next";
import { TeamPanel } from "@/components/admin/team-panel";
import { formatInstant } from "@/lib/time/format";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { hostsWeek } from "@/server/bookings/hosts-week";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Team" };

export default async function AdminTeamPage() {
  const { isSuperAdmin } = await requireAdmin("/admin/team");
  const db = await getDb();
  const { timeFormatPreference } = await getEditableSettings(db);
  const { zone, byHost } = await hostsWeek(db, new Date());
  const week = Object.fromEntries(
    [...byHost].map(([hostId, meetings]) => [
      hostId,
      meetings.map(({ startsAt, ...meeting }) => ({
        ...meeting,
        when: formatInstant(startsAt, zone, timeFormatPreference),
      })),
    ]),
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Team</h1>
      <p className="text-slate-300">
        Hosts are the admins who take meetings, each with a name visitors see and a link name for a
        personal booking link.
      </p>
      <TeamPanel canManage={isSuperAdmin} week={week} />
    </div>
  );
}
