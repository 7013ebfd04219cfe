import type { SizeFigures, SizeRecorder } from './size-figures.js';
/**
 * Where the figures go: a file, rewritten whole through a temporary file and a rename (a reader, `mcp-budget drift`,
 * never sees half of one), or a function. At most once per interval while results come in, and once more when a
 * connection closes; the timer never keeps the process alive.
 */
export declare class FiguresSink {
    private readonly recorder;
    private readonly target;
    private readonly everyMs;
    private timer;
    private warned;
    constructor(recorder: SizeRecorder, target: string | ((figures: SizeFigures) => void), everyMs: number);
    changed(): void;
    flush(): void;
}
