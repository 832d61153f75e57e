"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/field";
import { authClient } from "@/lib/auth-client";
import { AUTH_MESSAGES, resetPasswordSchema } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { AuthCard } from "./auth-card";
import { callAuthService, isInvalidResetToken, resetPasswordErrorMessage } from "./auth-errors";
import { forgetResetToken, takeResetToken } from "./reset-link";

export const REDIRECT_AFTER_RESET_MS = 2000;

type LinkState =
  | { kind: "checking" }
  | { kind: "invalid" }
  /** The check got no answer (offline, server down): the link may well work; try again. */
  | { kind: "unchecked"; token: string }
  | { kind: "valid"; token: string };

/** Asks the server whether the link still works; never rejects. */
async function checkResetLink(token: string): Promise<LinkState> {
  const { data } = await callAuthService(() =>
    authClient.$fetch<{ valid: boolean }>("/password-reset/check", {
      method: "POST",
      body: { token },
    }),
  );
  if (!data) return { kind: "unchecked", token };
  if (data.valid) return { kind: "valid", token };
  forgetResetToken();
  return { kind: "invalid" };
}

/** Spec §4 'Reset password': valid link → form → success → /login after 2 s; else 'Invalid Link'. */
export function ResetPasswordForm() {
  const router = useRouter();
  const [link, setLink] = useState<LinkState>({ kind: "checking" });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    // Out of the address bar into this tab's storage: a reload or a second run finds it again.
    const token = takeResetToken();
    if (!token) return setLink({ kind: "invalid" });
    let cancelled = false;
    void checkResetLink(token).then((next) => {
      if (!cancelled) setLink(next);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  async function retryCheck() {
    if (link.kind !== "unchecked") return;
    const { token } = link;
    setLink({ kind: "checking" });
    setLink(await checkResetLink(token));
  }

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
    // Anything but a used-up or dead link keeps the form and what was typed, for another try.
    if (failure && !isInvalidResetToken(failure))
      return setError(resetPasswordErrorMessage(failure));
    forgetResetToken();
    if (failure) return setLink({ kind: "invalid" });
    setDone(true);
  }

  if (link.kind === "invalid")
    return (
      <AuthCard title={AUTH_MESSAGES.invalidLinkTitle} description={AUTH_MESSAGES.invalidLink}>
        <FormMessage error={AUTH_MESSAGES.invalidOrExpiredLink} />
        <Link href="/forgot-password" className={buttonClass("primary", "w-full")}>
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
      ) : link.kind === "unchecked" ? (
        <div className="flex flex-col gap-4">
          <FormMessage error={AUTH_MESSAGES.linkCheckFailed} />
          <button type="button" onClick={retryCheck} className={buttonClass("primary", "w-full")}>
            Try again
          </button>
        </div>
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
          <button type="submit" disabled={pending} className={buttonClass("primary", "w-full")}>
            {pending ? "Updating…" : "Update password"}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
