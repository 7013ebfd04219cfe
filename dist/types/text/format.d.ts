export declare function fmt(n: number): string;
export declare function over(actual: number, limit: number): string;
/** US dollars to three significant digits ($0.00182, $1.25, $1,230); a cost that small is read for its size. */
export declare function usd(n: number): string;
