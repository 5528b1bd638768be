"use client";

import { useEffect, useState } from "react";
import type { DeploymentGap, DeploymentVerdict } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { DashboardWarning } from "./dashboard-warning";

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
    <DashboardWarning titleId="deployment-warnings-title" title="Settings this deployment still needs">
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
    </DashboardWarning>
  );
}
