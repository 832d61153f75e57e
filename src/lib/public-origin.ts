/**
 * The site's public origin as `APP_URL` gives it (default: this machine on PORT), without a
 * trailing slash. Pure: the server's config (src/env.ts, which also validates it) and the Pages
 * Router's static props, which may not import server-only modules (ADR 0082), read it alike.
 */
export function publicOrigin(env: { APP_URL?: string; PORT?: string | number }): string {
  return (env.APP_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, "");
}
