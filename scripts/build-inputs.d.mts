export declare const BUILD_INPUTS: readonly string[];
export declare const DIGEST_FILE: string;
export declare function buildInputsDigest(root: string): string;
