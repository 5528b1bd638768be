export declare function resolveDefaultFolders(env?: { VERCEL?: string | undefined }): {
  designStorageDir: string;
  emailOutboxDir: string;
};
