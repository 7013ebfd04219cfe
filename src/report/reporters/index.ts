import type { Report } from '../../judge/report.js';
import { renderBadge } from './badge.js';
import { renderGithub } from './github.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';

import type { ReporterOptions } from './reporter-options.js';

export type Reporter = (report: Report, options: ReporterOptions) => string;

export const REPORTERS = {
  text: renderText,
  json: renderJson,
  markdown: renderMarkdown,
  github: renderGithub,
  sarif: renderSarif,
  badge: renderBadge,
} satisfies Record<string, Reporter>;

export type ReporterName = keyof typeof REPORTERS;
