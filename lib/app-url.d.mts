type Env = Record<string, string | undefined>;

export declare function isDeployment(env?: Env): boolean;
export declare function resolveAppUrl(env?: Env): string;
export declare function appUrlProblem(env?: Env): string | null;
