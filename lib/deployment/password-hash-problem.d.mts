export declare function passwordHashProblem(hash: string): string | null;
