import { cn } from "@/lib/utils";

const STEPS = ["Upload Design", "Select Size", "Order"] as const;

/** 1 Upload Design, 2 Select Size, 3 Order; steps up to the current one are highlighted. */
export function StepIndicator({ currentStep }: { currentStep: 1 | 2 | 3 }) {
  return (
    <ol className="flex flex-wrap items-center gap-2 sm:gap-4" aria-label="Order progress">
      {STEPS.map((label, index) => {
        const step = index + 1;
        const reached = step <= currentStep;
        return (
          <li
            key={label}
            className="flex items-center gap-2"
            aria-current={step === currentStep ? "step" : undefined}
            data-reached={reached}
          >
            <span
              className={cn(
                "flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-semibold",
                reached ? "border-primary bg-primary text-white" : "border-slate-300 bg-white text-slate-600",
              )}
            >
              {step}
            </span>
            <span className={cn("text-sm font-medium", reached ? "text-slate-900" : "text-slate-600")}>{label}</span>
            {step < STEPS.length && <span className="hidden h-px w-8 bg-slate-300 sm:block" aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
