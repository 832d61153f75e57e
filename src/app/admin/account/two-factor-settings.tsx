"use client";

import { FormMessage } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/field";
import { BackupCodesStep, ScanStep, SubmitOrCancel } from "./two-factor-steps";
import { useTwoFactorSetup } from "./use-two-factor-setup";

/** Turn TOTP on (password → QR code and key → a code to confirm → backup codes) or off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const setup = useTwoFactorSetup();
  const { step } = setup;
  if (step.kind === "scan")
    return (
      <ScanStep
        step={step}
        error={setup.error}
        pending={setup.pending}
        onConfirm={setup.onConfirm}
        onCancel={() => setup.go({ kind: "idle" })}
      />
    );
  if (step.kind === "backup-codes") return <BackupCodesStep step={step} onDone={setup.finish} />;

  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-slate-300">
        {enabled
          ? "On: signing in asks for a code from your authenticator app."
          : "Off: add a code from an authenticator app to your sign-in, so a stolen password alone is not enough."}
      </p>
      <FormMessage success={setup.notice} />
      {step.kind === "password" ? (
        <form onSubmit={setup.onPassword} noValidate className="flex max-w-sm flex-col gap-4">
          <PasswordField label="Your password" name="password" autoComplete="current-password" />
          <FormMessage error={setup.error} />
          <SubmitOrCancel
            pending={setup.pending}
            label="Continue"
            onCancel={() => setup.go({ kind: "idle" })}
          />
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setup.start(enabled)}
          className={`${enabled ? buttonStyles.secondary : buttonStyles.primary} self-start`}
        >
          {enabled ? "Turn off two-factor authentication" : "Turn on two-factor authentication"}
        </button>
      )}
    </div>
  );
}
