export declare const POSTGRES_SCHEMA: string;
export declare const SQLITE_SCHEMA: string;
export declare function makeSqliteSchema(postgresSchema: string): string;
export declare function readSchemas(root?: string): { postgres: string; sqlite: string };
