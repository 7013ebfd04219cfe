import { describe, expect, it } from 'vitest';
import { markdownText } from '../../src/text/untrusted.js';

describe('server text inside markdown', () => {
  it("a `$` is literal: GitHub's math ($…$, $$…$$) never typesets or colours a server's words", () => {
    const hostile = '$\\color{red}{\\text{Budget passed}}$ and $$x$$';
    const shown = markdownText(hostile);
    expect(shown.match(/(?<!\\)\$/g)).toBeNull();
    expect(shown).toBe('\\$\\\\color{red}{\\\\text{Budget passed}}\\$ and \\$\\$x\\$\\$');
  });
});
