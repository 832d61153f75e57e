import { buttonStyles } from "@/components/ui/button";

/** The look of a step's heading; it takes the focus when its step is entered. */
export const stepHeadingClass = "text-xl font-semibold text-slate-50 focus:outline-none";

const TONES = {
  warning: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  error: "border-red-400/40 bg-red-500/10 text-red-200",
} as const;

/** A message that interrupts a step: a taken time (warning) or a failed request (error). */
export function StepAlert({
  tone,
  className,
  children,
}: {
  tone: keyof typeof TONES;
  className?: string;
  children: React.ReactNode;
}) {
  const look = `rounded-lg border px-4 py-3 ${TONES[tone]}`;
  return (
    <p role="alert" className={className ? `${look} ${className}` : look}>
      {children}
    </p>
  );
}

/** A step's way back (left) and forward (`children`, right). */
export function StepNav({
  backLabel,
  onBack,
  backDisabled,
  className,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  backDisabled?: boolean;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`${className} flex flex-wrap justify-between gap-3`}>
      <button
        type="button"
        onClick={onBack}
        disabled={backDisabled}
        className={buttonStyles.pillSecondary}
      >
        {backLabel}
      </button>
      {children}
    </div>
  );
}
