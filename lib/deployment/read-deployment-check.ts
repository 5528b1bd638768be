import "server-only";
import { checkDeployment, type DeploymentVerdict } from "./check-deployment.mjs";

export type { DeploymentVerdict, Gap } from "./check-deployment.mjs";

/**
 * The running server's own verdict, for the admin dashboard: read from this process's environment on
 * every call, so a gap disappears from the dashboard as soon as the fixed settings are deployed.
 */
export function readDeploymentCheck(): DeploymentVerdict {
  return checkDeployment(process.env);
}
