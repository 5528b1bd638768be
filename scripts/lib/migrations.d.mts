export type { Migration } from "../../lib/db/list-migrations.mjs";
export { listMigrations } from "../../lib/db/list-migrations.mjs";
export declare function applyMigrations(db: unknown, options?: { root?: string }): Promise<string[]>;
