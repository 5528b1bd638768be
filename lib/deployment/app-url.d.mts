type Env = Record<string, string | undefined>;

export declare function resolveAppUrl(env?: Env): string;
export declare function appUrlGap(env?: Env): { problem: string; fix: string } | null;
export declare function appUrlProblem(env?: Env): string | null;
