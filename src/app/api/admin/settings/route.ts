import { settingsSchema } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { updateSettings } from "@/server/availability/update-settings";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "admin" }, async () => ({
  settings: await getEditableSettings(await getDb()),
}));

export const PUT = apiRoute({ access: "admin", input: settingsSchema }, async (input, { admin }) =>
  updateSettings(await getDb(), actorOf(admin), input, new Date()),
);
