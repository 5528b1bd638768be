export function projectClassNames(root?: string): string[];
export function removes(later: string, earlier: string): boolean;
