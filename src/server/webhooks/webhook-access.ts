import "server-only";

/** The 403 an admin who is not a super admin gets from every webhook route and the tab. */
export const WEBHOOKS_FORBIDDEN = "Only super administrators can manage integrations";
