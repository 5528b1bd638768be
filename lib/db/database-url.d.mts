export declare const DEFAULT_DATABASE_URL: string;
export type ResolvedDatabaseUrl =
  { provider: "sqlite"; url: string; filePath: string } | { provider: "postgres"; url: string; filePath: null };
export declare function resolveDatabaseUrl(url: string | undefined): ResolvedDatabaseUrl;
