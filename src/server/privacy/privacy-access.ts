import "server-only";

/** What an admin who is not a super admin is told on the Privacy tab and its API (ADR 0074). */
export const PRIVACY_FORBIDDEN = "Only super administrators can find and erase a person's data";
