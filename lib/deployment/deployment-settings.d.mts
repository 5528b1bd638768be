export declare const DEPLOYMENT_SETTINGS: ReadonlyArray<{ name: string; purpose: string; whenMissing: string }>;
