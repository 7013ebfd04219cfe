/** Plain-text columns: numbers right-aligned, everything else left. */
export declare function table(header: string[], rows: string[][], numeric: boolean[]): string[];
