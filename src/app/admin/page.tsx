import { redirect } from "next/navigation";
import { requireAdmin } from "@/server/auth/guards";

/** /admin opens the first tab. */
export default async function AdminPage() {
  await requireAdmin("/admin");
  redirect("/admin/bookings");
}
