"use client";

import { useEffect, useState } from "react";
import { TriangleAlert } from "lucide-react";
import type { DeploymentGap, DeploymentVerdict } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";

/**
 * The deployment check's gaps (no SMTP, no cron secret, no trusted IP header, test-mode payments…) on
 * the dashboard, from the server (the browser never sees the environment), until the settings are
 * fixed. Nothing is shown outside a deployment, without gaps, or when the check cannot be read.
 */
export function DeploymentWarnings() {
  const api = useAdminApi();
  const [gaps, setGaps] = useState<DeploymentGap[]>([]);

  useEffect(() => {
    let current = true;
    api.request<DeploymentVerdict>("GET", "/api/admin/deployment-check").then(
      (verdict) => {
        if (current) setGaps([...verdict.fatal, ...verdict.warnings]);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);

  if (gaps.length === 0) return null;
  return (
    <section
      aria-labelledby="deployment-warnings-title"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <h2 id="deployment-warnings-title" className="font-semibold">
          Settings this deployment still needs
        </h2>
        <ul className="list-disc space-y-2 pl-5">
          {gaps.map((gap) => (
            <li key={gap.setting} className="break-words">
              {gap.problem} <span className="font-medium">Fix:</span> {gap.fix}
            </li>
          ))}
        </ul>
        <p>
          This notice stays until they are set in the deployment&apos;s environment; <code>npm run check-deploy</code>{" "}
          prints the full report.
        </p>
      </div>
    </section>
  );
}
