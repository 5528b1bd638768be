// Types of the parts of the bench's seeder that TypeScript callers use (the serverless rehearsal's setup).
import type { SqlDatabase } from "../../scripts/lib/sql-database.mjs";

export { openSqlDatabase as openDriver } from "../../scripts/lib/sql-database.mjs";
export declare const BENCH_DIR: string;
export declare function insertRows(
  db: SqlDatabase,
  table: string,
  rows: Record<string, unknown>[],
  batchSize?: number,
): Promise<void>;
export declare function settle(db: SqlDatabase): Promise<number>;
export declare function seedOrders(
  db: SqlDatabase,
  options: { count: number; designIds: number[]; sizes: Record<string, unknown>[]; newest: Date; seed?: number },
): Promise<{ oldest: Date; archived: number }>;
