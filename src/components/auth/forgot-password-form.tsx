"use client";

import { useState } from "react";
import { FormMessage } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { authClient } from "@/lib/auth-client";
import { AUTH_MESSAGES, forgotPasswordSchema } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { callAuthService, forgotPasswordErrorMessage } from "./auth-errors";

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({
      email: String(new FormData(event.currentTarget).get("email") ?? ""),
    });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error))[0] ?? null);
    setPending(true);
    setError(null);
    setSent(false);
    const { error: failure } = await callAuthService(() =>
      authClient.requestPasswordReset({ email: parsed.data.email }),
    );
    setPending(false);
    if (failure) return setError(forgotPasswordErrorMessage(failure));
    setSent(true);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <FormMessage error={error} success={sent ? AUTH_MESSAGES.resetEmailSent : null} />
      <button type="submit" disabled={pending} className={buttonClass("primary", "w-full")}>
        {pending ? "Sending…" : "Send reset link"}
      </button>
    </form>
  );
}
