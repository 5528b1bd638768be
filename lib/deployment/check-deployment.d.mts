type Env = Record<string, string | undefined>;

/** A setting a deployment lacks: which, what it costs, how to fix it. */
export type Gap = { setting: string; problem: string; fix: string };
export type DeploymentVerdict = { deployment: boolean; fatal: Gap[]; warnings: Gap[] };

export declare function checkDeployment(env?: Env): DeploymentVerdict;
