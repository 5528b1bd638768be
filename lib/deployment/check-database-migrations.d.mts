import type { Gap } from "./check-deployment.mjs";

export declare function checkDatabaseMigrations(
  env?: Record<string, string | undefined>,
  options?: { root?: string; timeoutMs?: number },
): Promise<Gap[]>;
