import type { DeploymentVerdict } from "./check-deployment.mjs";

export declare function checkLiveServices(
  env?: Record<string, string | undefined>,
  options?: { root?: string; timeoutMs?: number },
): Promise<DeploymentVerdict>;
