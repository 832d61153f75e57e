"use client";

import { useRouter } from "next/navigation";
import QRCode from "qrcode";
import { useState } from "react";
import { callAuthService, twoFactorErrorMessage } from "@/components/auth/auth-errors";
import { authClient } from "@/lib/auth-client";
import { totpCodeSchema } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";

export type Step =
  | { kind: "idle" }
  | { kind: "password"; purpose: "enable" | "disable" }
  | { kind: "scan"; qrDataUrl: string; secret: string; backupCodes: string[] }
  | { kind: "backup-codes"; backupCodes: string[] };

const passwordError = (failure: { code?: string; message?: string }) =>
  failure.code === "INVALID_PASSWORD"
    ? "Your password is not correct"
    : (failure.message ?? "Something went wrong. Please try again.");

/** The steps of turning TOTP on or off, with their requests to the auth service. */
export function useTwoFactorSetup() {
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

  return {
    step,
    error,
    notice,
    pending,
    go,
    onPassword,
    onConfirm,
    start: (enabled: boolean) => {
      setNotice(null);
      go({ kind: "password", purpose: enabled ? "disable" : "enable" });
    },
    finish: () => {
      go({ kind: "idle" });
      router.refresh();
    },
  };
}
