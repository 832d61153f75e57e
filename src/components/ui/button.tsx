/**
 * Button looks, one set for the whole site. `primary`, `secondary` and `danger` are the compact
 * form buttons (admin, sign-in); `pill*` the roomy booking ones; `brand*` the marketing calls to
 * action, drawn from the theme's tokens so they follow light and dark mode.
 */
export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center rounded-md bg-sky-400 px-4 py-2 text-sm font-semibold text-slate-950 transition hover:bg-sky-300 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center rounded-md border border-red-400/70 px-3 py-1.5 text-sm font-medium text-red-200 hover:bg-red-950 disabled:cursor-not-allowed disabled:opacity-60",
  /** The confirming button of a destructive dialog. */
  destructive:
    "inline-flex items-center justify-center rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 aria-disabled:opacity-60",
  pill: "inline-flex items-center justify-center gap-2 rounded-full bg-sky-400 px-6 py-2.5 font-semibold text-slate-950 shadow-lg shadow-sky-500/20 transition hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:bg-slate-700 disabled:text-slate-300 disabled:shadow-none",
  pillSecondary:
    "inline-flex items-center justify-center gap-2 rounded-full border border-slate-600 px-6 py-2.5 font-semibold text-slate-100 transition hover:border-sky-400 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-60",
  brand:
    "inline-flex items-center justify-center rounded-full bg-accent-bg px-6 py-3 text-base font-semibold text-on-accent shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
  brandSecondary:
    "inline-flex items-center justify-center rounded-full border border-line bg-card px-6 py-3 text-base font-semibold text-ink transition hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/** The class of a button look, with extra classes after it (`wide` stretches it across). */
export function buttonClass(variant: ButtonVariant, extra?: string) {
  return extra ? `${buttonStyles[variant]} ${extra}` : buttonStyles[variant];
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
};

/** A `<button>` (type="button" unless said otherwise) in one of the kit's looks. */
export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/**
 * A submit button that stays focusable while its form saves: `disabled` would drop the focus to
 * the page; a repeat press is ignored instead.
 */
export function SubmitButton({
  pending,
  variant = "primary",
  className,
  children,
}: {
  pending: boolean;
  variant?: ButtonVariant;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      className={buttonClass(variant, className)}
      aria-disabled={pending}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
