import type { SqlDatabase } from "./sql-database.mjs";

export declare const ADMIN_PASSWORD_HASH_KEY: string;
export declare function ensureAdminPassword(
  db: SqlDatabase,
  env?: Record<string, string | undefined>,
): Promise<{ source: "env-hash" | "env" | "stored" | "generated"; generatedPassword?: string }>;
export declare const MIN_ADMIN_PASSWORD_LENGTH: number;
export declare function adminPasswordProblem(env?: Record<string, string | undefined>): string | null;
