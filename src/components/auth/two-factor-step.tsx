"use client";

import { useState } from "react";
import { FormMessage } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { authClient } from "@/lib/auth-client";
import { backupCodeSchema, totpCodeSchema } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { callAuthService, isTwoFactorChallengeGone, twoFactorErrorMessage } from "./auth-errors";

/** The second sign-in step: a code from the authenticator app, or one backup code. */
export function TwoFactorStep({
  onVerified,
  onRestart,
}: {
  onVerified: () => void;
  onRestart: (message: string) => void;
}) {
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = { code: String(new FormData(event.currentTarget).get("code") ?? "") };
    const parsed = (useBackupCode ? backupCodeSchema : totpCodeSchema).safeParse(raw);
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error))[0] ?? null);
    setPending(true);
    setError(null);
    const { code } = parsed.data;
    const { error: failure } = await callAuthService(() =>
      useBackupCode
        ? authClient.twoFactor.verifyBackupCode({ code })
        : authClient.twoFactor.verifyTotp({ code }),
    );
    setPending(false);
    if (!failure) return onVerified();
    if (isTwoFactorChallengeGone(failure))
      return onRestart("Your sign-in timed out. Please enter your email and password again.");
    setError(twoFactorErrorMessage(failure));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-300">
        {useBackupCode
          ? "Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once."
          : "Open your authenticator app and enter the 6-digit code for this site."}
      </p>
      <TextField
        key={useBackupCode ? "backup" : "totp"}
        label={useBackupCode ? "Backup code" : "Authentication code"}
        name="code"
        autoComplete="one-time-code"
        inputMode={useBackupCode ? "text" : "numeric"}
        autoFocus
      />
      <FormMessage error={error} />
      <button type="submit" disabled={pending} className={buttonClass("primary", "w-full")}>
        {pending ? "Verifying…" : "Verify"}
      </button>
      <button
        type="button"
        onClick={() => {
          setUseBackupCode((v) => !v);
          setError(null);
        }}
        className="text-sm text-sky-300 underline-offset-4 hover:underline"
      >
        {useBackupCode ? "Use a code from the app instead" : "Use a backup code instead"}
      </button>
    </form>
  );
}
