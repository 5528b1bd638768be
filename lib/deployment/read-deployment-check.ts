import "server-only";
import { checkLiveServices } from "./check-live-services.mjs";
import type { DeploymentVerdict } from "./check-deployment.mjs";

export type { DeploymentVerdict, Gap } from "./check-deployment.mjs";

/**
 * The running server's own verdict, for the admin dashboard: the same check as `npm run check-deploy`
 * (every setting through lib/env.ts's schema, the database's migrations, a private blob written and deleted),
 * read from this process's environment on every call, so a gap disappears from the dashboard as soon as the
 * fixed settings are deployed. Only an admin opening the dashboard pays for the connections.
 */
export function readDeploymentCheck(): Promise<DeploymentVerdict> {
  return checkLiveServices(process.env);
}
