import Link from "next/link";
import { alertClass } from "@/components/ui/alert";

/**
 * Webhook deliveries every retry failed for (about 24 h), shown to super admins on the dashboard
 * like undelivered mail: the CRM is missing leads until someone sends them again.
 */
export function GivenUpWebhooksNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <section aria-label="Webhooks not delivered" className={`${alertClass.warning} mb-6`}>
      <p>
        {count} webhook {count === 1 ? "delivery was" : "deliveries were"} given up after every
        retry failed.{" "}
        <Link href="/admin/integrations" className="font-semibold underline">
          Open Integrations to send {count === 1 ? "it" : "them"} again
        </Link>
        .
      </p>
    </section>
  );
}
