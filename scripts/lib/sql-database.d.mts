export type SqlDatabase = {
  provider: "sqlite" | "postgres";
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** A transaction for a migration: on SQLite with foreign keys off while it runs, checked before COMMIT. */
  schemaTransaction<T>(work: () => Promise<T>): Promise<T>;
  withLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
export declare function openSqlDatabase(rawUrl?: string): Promise<SqlDatabase>;
