export declare const INSTALL_COMMAND: string;
export declare function missingPrerequisites(): string[];
