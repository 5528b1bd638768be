export type Migration = { name: string; sql: string; checksum: string };
export declare function listMigrations(provider: "sqlite" | "postgres" | string, root?: string): Migration[];
export declare function applyMigrations(db: unknown, options?: { root?: string }): Promise<string[]>;
