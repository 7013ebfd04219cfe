import type { BudgetPath } from '../findings.js';
import type { Report } from '../report.js';
import { renderGithub } from './github.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderText } from './text.js';

export interface ReporterOptions {
  command: 'check' | 'measure' | 'update' | 'init' | 'merge';
  color: boolean;
  quiet?: boolean;
  configFile?: string;
  /** Line of a budget.json path in the real file, for annotations and "edit:" hints. */
  lineOf?: (path: BudgetPath) => number | undefined;
  /** Budget changes against the base branch, for the markdown summary's Δ column. */
  baseFigures?: Map<string, number>;
}

export type Reporter = (report: Report, options: ReporterOptions) => string;

export const REPORTERS = {
  text: renderText,
  json: renderJson,
  markdown: renderMarkdown,
  github: renderGithub,
} satisfies Record<string, Reporter>;

export type ReporterName = keyof typeof REPORTERS;
