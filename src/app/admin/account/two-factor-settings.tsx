"use client";

import { useRouter } from "next/navigation";
import QRCode from "qrcode";
import { useState } from "react";
import { callAuthService, twoFactorErrorMessage } from "@/components/auth/auth-errors";
import { FormMessage } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";
import { PasswordField, TextField } from "@/components/ui/field";
import { authClient } from "@/lib/auth-client";
import { totpCodeSchema } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";

type Step =
  | { kind: "idle" }
  | { kind: "password"; purpose: "enable" | "disable" }
  | { kind: "scan"; qrDataUrl: string; secret: string; backupCodes: string[] }
  | { kind: "backup-codes"; backupCodes: string[] };

const passwordError = (failure: { code?: string; message?: string }) =>
  failure.code === "INVALID_PASSWORD"
    ? "Your password is not correct"
    : (failure.message ?? "Something went wrong. Please try again.");

/** Turn TOTP on (password → QR code and key → a code to confirm → backup codes) or off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function go(next: Step) {
    setError(null);
    setStep(next);
  }

  async function onPassword(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== "password") return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return setError("Please enter your password");
    setPending(true);
    setError(null);
    if (step.purpose === "disable") {
      const { error: failure } = await callAuthService(() =>
        authClient.twoFactor.disable({ password }),
      );
      setPending(false);
      if (failure) return setError(passwordError(failure));
      setNotice("Two-factor authentication is off.");
      go({ kind: "idle" });
      return router.refresh();
    }
    const { data, error: failure } = await callAuthService(() =>
      authClient.twoFactor.enable({ password }),
    );
    if (failure || !data || !("totpURI" in data) || !data.totpURI) {
      setPending(false);
      return setError(
        failure ? passwordError(failure) : "Could not start the set-up. Please try again.",
      );
    }
    const secret = new URL(data.totpURI).searchParams.get("secret") ?? "";
    const qrDataUrl = await QRCode.toDataURL(data.totpURI, { margin: 1, width: 224 });
    setPending(false);
    go({ kind: "scan", qrDataUrl, secret, backupCodes: data.backupCodes ?? [] });
  }

  async function onConfirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== "scan") return;
    const parsed = totpCodeSchema.safeParse({
      code: String(new FormData(event.currentTarget).get("code") ?? ""),
    });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error))[0] ?? null);
    setPending(true);
    setError(null);
    const { error: failure } = await callAuthService(() =>
      authClient.twoFactor.verifyTotp({ code: parsed.data.code }),
    );
    setPending(false);
    if (failure) return setError(twoFactorErrorMessage(failure));
    setNotice(null);
    go({ kind: "backup-codes", backupCodes: step.backupCodes });
  }

  if (step.kind === "scan")
    return (
      <div className="mt-4 flex flex-col gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-300">
          <li>Scan this QR code with an authenticator app (or type the key below into it).</li>
          <li>Enter the 6-digit code the app shows to confirm.</li>
        </ol>
        {/* biome-ignore lint/performance/noImgElement: a generated data: URL, nothing to optimise */}
        <img
          src={step.qrDataUrl}
          width={224}
          height={224}
          alt="QR code to add this account to an authenticator app"
          className="rounded-md bg-white p-2"
        />
        <p className="text-sm">
          Key for manual entry:{" "}
          <code className="break-all rounded bg-slate-950 px-2 py-1 font-mono text-sky-200">
            {step.secret}
          </code>
        </p>
        <form onSubmit={onConfirm} noValidate className="flex max-w-sm flex-col gap-4">
          <TextField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <FormMessage error={error} />
          <SubmitOrCancel
            pending={pending}
            label="Confirm and turn on"
            onCancel={() => go({ kind: "idle" })}
          />
        </form>
      </div>
    );

  if (step.kind === "backup-codes")
    return (
      <div className="mt-4 flex flex-col gap-4">
        <FormMessage success="Two-factor authentication is on." />
        <p className="text-sm text-slate-300">
          Save these backup codes somewhere safe. Each one signs you in once if you lose your phone;
          they will not be shown again.
        </p>
        <ul aria-label="Backup codes" className="grid max-w-sm grid-cols-2 gap-2 font-mono text-sm">
          {step.backupCodes.map((code) => (
            <li key={code} className="rounded bg-slate-950 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => {
            go({ kind: "idle" });
            router.refresh();
          }}
          className={`${buttonStyles.secondary} self-start`}
        >
          I have saved them
        </button>
      </div>
    );

  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-slate-300">
        {enabled
          ? "On: signing in asks for a code from your authenticator app."
          : "Off: add a code from an authenticator app to your sign-in, so a stolen password alone is not enough."}
      </p>
      <FormMessage success={notice} />
      {step.kind === "password" ? (
        <form onSubmit={onPassword} noValidate className="flex max-w-sm flex-col gap-4">
          <PasswordField label="Your password" name="password" autoComplete="current-password" />
          <FormMessage error={error} />
          <SubmitOrCancel
            pending={pending}
            label="Continue"
            onCancel={() => go({ kind: "idle" })}
          />
        </form>
      ) : (
        <button
          type="button"
          onClick={() => {
            setNotice(null);
            go({ kind: "password", purpose: enabled ? "disable" : "enable" });
          }}
          className={`${enabled ? buttonStyles.secondary : buttonStyles.primary} self-start`}
        >
          {enabled ? "Turn off two-factor authentication" : "Turn on two-factor authentication"}
        </button>
      )}
    </div>
  );
}

/** A step's submit button (showing progress while pending) beside Cancel. */
function SubmitOrCancel(props: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex gap-3">
      <button type="submit" disabled={props.pending} className={buttonStyles.primary}>
        {props.pending ? "Checking…" : props.label}
      </button>
      <button type="button" onClick={props.onCancel} className={buttonStyles.secondary}>
        Cancel
      </button>
    </div>
  );
}
