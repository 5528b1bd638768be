import type { DeploymentVerdict } from "./check-deployment.mjs";

export declare function formatDeploymentReport(
  verdict: DeploymentVerdict,
  env?: Record<string, string | undefined>,
): string;
