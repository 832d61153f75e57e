import "server-only";
import { getAdminContext } from "@/server/auth/guards";
import { createApiRoute } from "@/server/http/api-route";

/** The route-handler wrapper, bound to the auth domain's admin lookup: what `app/api` imports. */
export const apiRoute = createApiRoute((headers) => getAdminContext(headers));
