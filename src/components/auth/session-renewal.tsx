"use client";

import { useEffect } from "react";
import { authClient } from "@/lib/auth-client";

/**
 * Renews a remembered session's cookie while the admin works. Server renders cannot set cookies,
 * so better-auth renews it when the browser itself asks for the session (at most once a day; a
 * browser-only session is never extended). Renders nothing.
 */
export function SessionRenewal() {
  useEffect(() => {
    authClient.getSession().catch(() => undefined);
  }, []);
  return null;
}
