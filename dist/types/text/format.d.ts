export declare function fmt(n: number): string;
export declare function over(actual: number, limit: number): string;
