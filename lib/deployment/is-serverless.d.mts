export declare function isServerless(env?: { VERCEL?: string | undefined }): boolean;
