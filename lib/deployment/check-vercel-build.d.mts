export declare function checkVercelBuild(phase: string, env?: Record<string, string | undefined>): string | null;
