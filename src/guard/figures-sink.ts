import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import type { SizeFigures, SizeRecorder } from './size-figures.js';

/**
 * Where the figures go: a file that every run of the server adds to, or a function. A file holds one JSON line per
 * snapshot, each a run's figures so far (`run` tells runs apart), appended with O_APPEND in one write, so runs one
 * after another all stay there (a host starts a stdio server per session: a rewritten file kept only the last) and
 * two at once never write into each other's lines; `mcp-budget drift` keeps each run's last line. A line a killed
 * process left unfinished is closed off before the next is added, and drift passes over it. At most once per
 * interval while results come in, and once more when a connection closes; the timer never keeps the process alive.
 */
export class FiguresSink {
  private timer: NodeJS.Timeout | undefined;
  private warned = false;
  /** This process's run: its lines replace each other in drift's reading, never another run's. */
  private readonly run = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  /** The snapshot last written: a flush with nothing new adds no line. */
  private written: string | undefined;

  constructor(
    private readonly recorder: SizeRecorder,
    private readonly target: string | ((figures: SizeFigures) => void),
    private readonly everyMs: number,
  ) {}

  changed(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.everyMs);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const figures = this.recorder.snapshot();
    // Figures are a by-product: failing to keep them must never take the server down.
    try {
      if (typeof this.target === 'function') return this.target(figures);
      const { updated: _updated, ...content } = figures;
      const unchanged = JSON.stringify(content);
      if (unchanged === this.written) return;
      appendLine(this.target, `${JSON.stringify({ run: this.run, ...figures })}\n`);
      this.written = unchanged;
    } catch (error) {
      if (this.warned) return;
      this.warned = true;
      process.emitWarning(`mcp-budget guard: size figures not recorded: ${(error as Error).message}`);
    }
  }
}

/** One write with O_APPEND: the kernel puts it whole at the end, whoever else appends. */
function appendLine(file: string, line: string): void {
  const fd = openSync(file, 'a+', 0o644);
  try {
    const size = fstatSync(fd).size;
    let text = line;
    if (size > 0) {
      const last = Buffer.alloc(1);
      readSync(fd, last, 0, 1, size - 1);
      // A line left unfinished (a process killed while writing) is ended first, so this one stays whole.
      if (last[0] !== 0x0a) text = `\n${line}`;
    }
    const bytes = Buffer.from(text);
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
  } finally {
    closeSync(fd);
  }
}
