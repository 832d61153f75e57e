import { type AdminRole, createAdminIdentity } from "@/server/auth/admin-users";
import { createAuth } from "@/server/auth/create-auth";
import type { Database } from "@/server/db";

export const HARNESS_ORIGIN = "http://localhost:3000";
/** The AUTH_SECRET the harness signs with (a backup made for it must be restored with it). */
export const HARNESS_SECRET = "integration-secret-integration-secret-0123";

export interface CapturedResetMail {
  email: string;
  url: string;
  token: string;
}

/** Cookies a response sets, folded into a Cookie header (expired ones dropped). */
function mergeCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (!value || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * better-auth on a test database, driven through its HTTP handler exactly as a browser would
 * reach /api/auth/*: hooks, cookies and status codes included.
 */
export function authHarness(
  db: Database,
  options: { now?: () => Date; secureCookies?: boolean; trustProxy?: boolean } = {},
) {
  const mails: CapturedResetMail[] = [];
  let mailDelayMs = 0;
  const auth = createAuth({
    db,
    secret: HARNESS_SECRET,
    baseURL: HARNESS_ORIGIN,
    secureCookies: options.secureCookies ?? false,
    now: options.now,
    // As behind the site's proxy: each browser's X-Forwarded-For is its address.
    trustProxy: options.trustProxy ?? true,
    sendResetPassword: async (mail) => {
      if (mailDelayMs) await new Promise((resolve) => setTimeout(resolve, mailDelayMs));
      mails.push(mail);
    },
  });

  /** One browser: its own cookie jar and address. */
  function browser(ip = "198.51.100.1") {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    async function request(
      method: "GET" | "POST",
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await auth.handler(
        new Request(`${HARNESS_ORIGIN}/api/auth${path}`, {
          method,
          headers: {
            "content-type": "application/json",
            origin: HARNESS_ORIGIN,
            "x-forwarded-for": ip,
            ...(jar.size ? { cookie: cookieHeader() } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      mergeCookies(jar, response);
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
      };
    }
    return {
      jar,
      cookieHeader,
      post: (path: string, body?: unknown, headers?: Record<string, string>) =>
        request("POST", path, body ?? {}, headers),
      get: (path: string) => request("GET", path),
      signIn: (email: string, password: string, rememberMe?: boolean) =>
        request("POST", "/sign-in/email", { email, password, rememberMe }),
      /** Request headers carrying this browser's cookies, for server-side checks. */
      headers: () => new Headers({ cookie: cookieHeader() }),
    };
  }

  return {
    auth,
    mails,
    browser,
    slowMailBy(ms: number) {
      mailDelayMs = ms;
    },
    createAdmin: (email: string, password: string, role: AdminRole = "admin") =>
      createAdminIdentity(db, auth, { email, password, role }),
  };
}
