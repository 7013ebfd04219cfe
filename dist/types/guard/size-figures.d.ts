export interface Distribution {
    p50: number;
    p95: number;
    max: number;
}
/** One tool's results in production, as `mcp-budget drift` reads them. */
export interface ToolFigures {
    count: number;
    /** Results over their ceiling: cut in enforce mode, only counted in observe mode. */
    over: number;
    tokens: Distribution;
    bytes: Distribution;
    /** The argument shape of the largest call (names and types, never values), for the fixture drift proposes. */
    largestArguments: ArgumentShape;
}
export type ArgumentShape = string | {
    [key: string]: ArgumentShape;
} | ArgumentShape[];
/** The figures file: `mcp-budget drift <file>` compares it with the fixtures' measured sizes. */
export interface SizeFigures {
    schemaVersion: 1;
    /** The process that recorded them: each run adds its own lines to the file, and drift keeps each run's last. */
    run?: string;
    server: string;
    tokenizer: string;
    mode: 'enforce' | 'observe';
    since: string;
    updated: string;
    tools: Record<string, ToolFigures>;
}
/** Per-tool size figures of every result the guard sees. */
export declare class SizeRecorder {
    private readonly header;
    private readonly tools;
    private readonly since;
    constructor(header: Pick<SizeFigures, 'server' | 'tokenizer' | 'mode'>);
    record(tool: string, args: unknown, tokens: number, bytes: number, over: boolean): void;
    snapshot(): SizeFigures;
}
