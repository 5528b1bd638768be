export type Migration = { name: string; sql: string; checksum: string };
export declare function listMigrations(provider: "sqlite" | "postgres" | string, root?: string): Migration[];
