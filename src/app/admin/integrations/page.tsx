import type { Metadata } from "next";
import { IntegrationsPanel } from "@/components/admin/integrations/integrations-panel";
import { requireSuperAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";
import { WEBHOOKS_FORBIDDEN } from "@/server/webhooks/webhook-access";

export const metadata: Metadata = { title: "Integrations" };

export default async function AdminIntegrationsPage() {
  const context = await requireSuperAdmin("/admin/integrations");
  const settings = context ? await getEditableSettings(await getDb()) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Integrations</h1>
      {settings ? (
        <>
          <p className="text-slate-300">
            Webhooks send each new booking, cancellation, move, meeting-link change and contact-form
            enquiry to your CRM, n8n or Zapier within seconds, signed per the Standard Webhooks
            specification. Failed deliveries are retried for about 24 hours.
          </p>
          <IntegrationsPanel
            businessTimezone={settings.businessTimezone}
            timeFormat={settings.timeFormatPreference}
          />
        </>
      ) : (
        <p
          role="alert"
          className="rounded-md border border-amber-400/60 bg-amber-950/50 px-4 py-3 text-amber-100"
        >
          {WEBHOOKS_FORBIDDEN}
        </p>
      )}
    </div>
  );
}
