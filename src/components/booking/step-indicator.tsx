export type BookingStep = "type" | "date" | "time" | "contact";

const STEPS: { id: BookingStep; label: string }[] = [
  { id: "type", label: "Type" },
  { id: "date", label: "Date" },
  { id: "time", label: "Time" },
  { id: "contact", label: "Contact" },
];

/**
 * Date → Time → Contact (Type first when visitors choose between meeting types), with the current
 * step marked for assistive technology.
 */
export function StepIndicator({
  current,
  withType = false,
}: {
  current: BookingStep;
  withType?: boolean;
}) {
  const steps = withType ? STEPS : STEPS.slice(1);
  const currentIndex = steps.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Booking progress">
      <ol className="flex items-center gap-2 text-sm sm:gap-4">
        {steps.map((step, index) => {
          const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "todo";
          return (
            <li key={step.id} className="flex items-center gap-2 sm:gap-4">
              <span
                aria-current={state === "current" ? "step" : undefined}
                className={`flex items-center gap-2 font-medium ${
                  state === "todo" ? "text-slate-400" : "text-slate-100"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-7 items-center justify-center rounded-full border text-xs font-semibold ${
                    state === "current"
                      ? "border-sky-400 bg-sky-400 text-slate-950"
                      : state === "done"
                        ? "border-sky-400 text-sky-300"
                        : "border-slate-600 text-slate-400"
                  }`}
                >
                  {state === "done" ? "✓" : index + 1}
                </span>
                <span>
                  {step.label}
                  {state === "done" ? <span className="sr-only"> (done)</span> : null}
                </span>
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className="h-px w-4 shrink bg-slate-700 sm:w-10" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
