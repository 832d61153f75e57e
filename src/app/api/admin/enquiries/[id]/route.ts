import { markEnquirySchema } from "@/lib/schemas/admin-enquiries";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { markEnquiry } from "@/server/enquiries/mark-enquiry";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Mark an enquiry handled or not handled: `{ "handled": true | false }` (audited). */
export const PATCH = apiRoute(
  { access: "admin", input: markEnquirySchema },
  async (input, { admin }) => markEnquiry(await getDb(), actorOf(admin), input, new Date()),
);
