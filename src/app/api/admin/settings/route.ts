import { settingsSchema } from "@/lib/schemas/admin";
import { actorOf } from "@/server/audit/record-audit";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";
import { apiRoute } from "@/server/wiring/api-route";
import { saveSettings } from "@/server/wiring/save-settings";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "admin" }, async () => ({
  settings: await getEditableSettings(await getDb()),
}));

export const PUT = apiRoute({ access: "admin", input: settingsSchema }, async (input, { admin }) =>
  saveSettings(await getDb(), actorOf(admin), input, new Date()),
);
