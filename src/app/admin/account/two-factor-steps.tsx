"use client";

import { FormMessage } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { Step } from "./use-two-factor-setup";

/** Scan the QR code (or type the key), then confirm with a code from the app. */
export function ScanStep({
  step,
  error,
  pending,
  onConfirm,
  onCancel,
}: {
  step: Extract<Step, { kind: "scan" }>;
  error: string | null;
  pending: boolean;
  onConfirm: (event: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
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
        <SubmitOrCancel pending={pending} label="Confirm and turn on" onCancel={onCancel} />
      </form>
    </div>
  );
}

/** Two-factor is on: the backup codes, shown this once. */
export function BackupCodesStep({
  step,
  onDone,
}: {
  step: Extract<Step, { kind: "backup-codes" }>;
  onDone: () => void;
}) {
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
      <button type="button" onClick={onDone} className={`${buttonStyles.secondary} self-start`}>
        I have saved them
      </button>
    </div>
  );
}

/** A step's submit button (showing progress while pending) beside Cancel. */
export function SubmitOrCancel(props: { pending: boolean; label: string; onCancel: () => void }) {
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
