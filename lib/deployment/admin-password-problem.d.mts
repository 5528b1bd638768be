export declare const MIN_ADMIN_PASSWORD_LENGTH: number;
export declare function adminPasswordProblem(env?: Record<string, string | undefined>): string | null;
