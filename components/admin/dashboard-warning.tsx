import type { ReactNode } from "react";
import { TriangleAlert } from "lucide-react";

/** The frame of the dashboard's warnings: an amber notice with its heading, for the section's label. */
export function DashboardWarning({
  titleId,
  title,
  alert = false,
  children,
}: {
  titleId: string;
  title: string;
  /** Announced at once (role="alert"), for a problem customers already meet. */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      role={alert ? "alert" : undefined}
      aria-labelledby={titleId}
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
