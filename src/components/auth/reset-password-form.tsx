"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { authClient } from "@/lib/auth-client";
import { AUTH_MESSAGES, resetPasswordSchema, resetTokenFromHash } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { AuthCard } from "./auth-card";
import { callAuthService, isInvalidResetToken, resetPasswordErrorMessage } from "./auth-errors";
import { FormMessage, PasswordField, primaryButtonClass } from "./form-controls";

export const REDIRECT_AFTER_RESET_MS = 2000;

type LinkState = { kind: "checking" } | { kind: "invalid" } | { kind: "valid"; token: string };

/** Spec §4 'Reset password': valid link → form → success → /login after 2 s; else 'Invalid Link'. */
export function ResetPasswordForm() {
  const router = useRouter();
  const [link, setLink] = useState<LinkState>({ kind: "checking" });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const token = resetTokenFromHash(window.location.hash);
    // Take the token out of the address bar and history; it stays in memory only.
    window.history.replaceState(null, "", window.location.pathname);
    if (!token) return setLink({ kind: "invalid" });
    let cancelled = false;
    authClient
      .$fetch<{ valid: boolean }>("/password-reset/check", { method: "POST", body: { token } })
      .then(({ data }) => {
        if (!cancelled) setLink(data?.valid ? { kind: "valid", token } : { kind: "invalid" });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.replace("/login"), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (link.kind !== "valid") return;
    const form = new FormData(event.currentTarget);
    const parsed = resetPasswordSchema.safeParse({
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
    });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error))[0] ?? null);
    setPending(true);
    setError(null);
    const { token } = link;
    const { error: failure } = await callAuthService(() =>
      authClient.resetPassword({ newPassword: parsed.data.password, token }),
    );
    setPending(false);
    if (!failure) return setDone(true);
    if (isInvalidResetToken(failure)) return setLink({ kind: "invalid" });
    setError(resetPasswordErrorMessage(failure));
  }

  if (link.kind === "invalid")
    return (
      <AuthCard title={AUTH_MESSAGES.invalidLinkTitle} description={AUTH_MESSAGES.invalidLink}>
        <FormMessage error={AUTH_MESSAGES.invalidOrExpiredLink} />
        <Link href="/forgot-password" className={`${primaryButtonClass} block text-center`}>
          Request New Link
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Choose a new password"
      description="At least 8 characters, with an upper-case letter, a lower-case letter and a number."
    >
      {link.kind === "checking" ? (
        <p role="status" className="text-sm text-slate-300">
          Checking your link…
        </p>
      ) : done ? (
        <FormMessage success={AUTH_MESSAGES.passwordUpdated} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordField label="New password" name="password" autoComplete="new-password" />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
          />
          <FormMessage error={error} />
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? "Updating…" : "Update password"}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
