type Env = Record<string, string | undefined>;

export declare function isPostgresUrl(url: string | undefined): boolean;
export declare function isDeployment(env?: Env): boolean;
