export declare function isInsideTempFolder(folder: string): boolean;
