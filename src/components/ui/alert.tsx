import { buttonStyles } from "./button";

const TONES = {
  error: "rounded-md border border-red-400/40 bg-red-950/50 px-3 py-2 text-sm text-red-200",
  success:
    "rounded-md border border-emerald-400/40 bg-emerald-950/50 px-3 py-2 text-sm text-emerald-200",
  /** Something staff should act on (bookings left outside availability, mails not sent). */
  warning: "rounded-lg border border-amber-400/60 bg-amber-950/50 p-4 text-amber-100",
} as const;

export const alertClass = TONES;

/**
 * A message block. Errors interrupt (role alert); confirmations wait their turn (role status);
 * `role` says otherwise where needed.
 */
export function Alert({
  tone,
  role,
  className,
  children,
}: {
  tone: keyof typeof TONES;
  role?: "alert" | "status";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p
      role={role ?? (tone === "success" ? "status" : "alert")}
      className={className ? `${TONES[tone]} ${className}` : TONES[tone]}
    >
      {children}
    </p>
  );
}

/** A form's one message: an error if there is one, else a confirmation, else nothing. */
export function FormMessage({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (error) return <Alert tone="error">{error}</Alert>;
  if (success) return <Alert tone="success">{success}</Alert>;
  return null;
}

/** A read that failed, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-red-400/40 bg-red-950/40 px-4 py-3 text-red-200"
    >
      <span>{message}</span>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
