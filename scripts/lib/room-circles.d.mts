export type CruisedModule = {
  source: string;
  dependencies: { resolved: string; dependencyTypes: string[] }[];
};

export declare function roomOf(path: string): string | null;
export declare function collectRoomArrows(modules: CruisedModule[]): Map<string, Map<string, string>>;
export declare function findCircles(arrows: Map<string, Map<string, string>>): string[][];
