import "server-only";
import { serverEnvWithDefaultsSchema, type ServerEnv } from "./deployment/env-schema.mjs";

// The rules live in lib/deployment/env-schema.mjs, shared with the deployment check; this file is the app's one
// reader of process.env.
export type { ServerEnv } from "./deployment/env-schema.mjs";

let cached: ServerEnv | undefined;

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function getServerEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverEnvWithDefaultsSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}
