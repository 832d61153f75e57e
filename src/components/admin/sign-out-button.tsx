"use client";

import { useState } from "react";
import { SessionRenewal } from "@/components/auth/session-renewal";
import { authClient } from "@/lib/auth-client";

/**
 * Ends the session on the server, clears the cookie and goes to /login. It always gets there:
 * a session that is already gone or expired (401/403/404, or no answer) is not an error (§8).
 * It sits on every admin page, so it also carries the remembered session's cookie renewal.
 */
export function SignOutButton({ className }: { className?: string }) {
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    await authClient.signOut().catch(() => undefined);
    // A full load drops every client cache of the admin pages.
    window.location.assign("/login");
  }

  return (
    <>
      <SessionRenewal />
      <button
        type="button"
        onClick={signOut}
        disabled={pending}
        className={
          className ??
          "rounded-md border border-slate-600 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-800 disabled:opacity-60"
        }
      >
        {pending ? "Signing out…" : "Sign out"}
      </button>
    </>
  );
}
