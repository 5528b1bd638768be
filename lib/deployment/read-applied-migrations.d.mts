export declare function readAppliedMigrations(
  databaseUrl: string | undefined,
  options?: { timeoutMs?: number },
): Promise<{ provider: "sqlite" | "postgres"; applied: Map<string, string> }>;
