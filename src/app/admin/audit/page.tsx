import type { Metadata } from "next";
import { AuditPanel } from "@/components/admin/audit-panel";
import { requireSuperAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Audit trail" };

export default async function AdminAuditPage() {
  const context = await requireSuperAdmin("/admin/audit");
  // The trail's times read like every other admin time: business zone, 12h/24h setting.
  const settings = context ? await getEditableSettings(await getDb()) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Audit trail</h1>
      {settings ? (
        <AuditPanel
          businessTimezone={settings.businessTimezone}
          timeFormat={settings.timeFormatPreference}
        />
      ) : (
        <p
          role="alert"
          className="rounded-md border border-amber-400/60 bg-amber-950/50 px-4 py-3 text-amber-100"
        >
          Only super administrators can read the audit trail
        </p>
      )}
    </div>
  );
}
