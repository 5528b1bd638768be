import type { Gap } from "./check-deployment.mjs";

export declare function checkBlobStore(env?: Record<string, string | undefined>): Promise<Gap[]>;
