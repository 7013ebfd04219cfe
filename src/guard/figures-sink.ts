import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SizeFigures, SizeRecorder } from './size-figures.js';

/**
 * Where the figures go: a file, rewritten whole through a temporary file and a rename (a reader, `mcp-budget drift`,
 * never sees half of one), or a function. At most once per interval while results come in, and once more when a
 * connection closes; the timer never keeps the process alive.
 */
export class FiguresSink {
  private timer: NodeJS.Timeout | undefined;
  private warned = false;

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
      const temp = path.join(path.dirname(this.target), `.${path.basename(this.target)}.${process.pid}.tmp`);
      writeFileSync(temp, `${JSON.stringify(figures, null, 2)}\n`);
      renameSync(temp, this.target);
    } catch (error) {
      if (this.warned) return;
      this.warned = true;
      process.emitWarning(`mcp-budget guard: size figures not recorded: ${(error as Error).message}`);
    }
  }
}
