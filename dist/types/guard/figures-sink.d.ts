import type { SizeFigures, SizeRecorder } from './size-figures.js';
/**
 * Where the figures go: a file that every run of the server adds to, or a function. A file holds one JSON line per
 * snapshot, each a run's figures so far (`run` tells runs apart), appended with O_APPEND in one write, so runs one
 * after another all stay there (a host starts a stdio server per session: a rewritten file kept only the last) and
 * two at once never write into each other's lines; `mcp-budget drift` keeps each run's last line. A line a killed
 * process left unfinished is closed off before the next is added, and drift passes over it. At most once per
 * interval while results come in, and once more when a connection closes; the timer never keeps the process alive.
 */
export declare class FiguresSink {
    private readonly recorder;
    private readonly target;
    private readonly everyMs;
    private timer;
    private warned;
    /** This process's run: its lines replace each other in drift's reading, never another run's. */
    private readonly run;
    /** The snapshot last written: a flush with nothing new adds no line. */
    private written;
    constructor(recorder: SizeRecorder, target: string | ((figures: SizeFigures) => void), everyMs: number);
    changed(): void;
    flush(): void;
}
