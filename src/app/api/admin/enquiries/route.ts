import { enquiryFilterSchema } from "@/lib/schemas/admin-enquiries";
import { getDb } from "@/server/db";
import { listEnquiries } from "@/server/enquiries/list-enquiries";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** One page of contact-form enquiries, newest first: ?q=&handled=true|false&page= */
export const GET = apiRoute({ access: "admin", input: enquiryFilterSchema }, async (filter) =>
  listEnquiries(await getDb(), filter),
);
