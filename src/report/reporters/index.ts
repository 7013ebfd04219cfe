import type { Report } from '../../judge/report.js';
import { renderBadge } from './badge.js';
import { renderGithub } from './github.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';

export type { ReporterOptions } from './reporter-options.js';
import type { ReporterOptions } from './reporter-options.js';
import type { ReporterName } from './reporter-names.js';

export type Reporter = (report: Report, options: ReporterOptions) => string;

export const REPORTERS: Record<ReporterName, Reporter> = {
  text: renderText,
  json: renderJson,
  markdown: renderMarkdown,
  github: renderGithub,
  sarif: renderSarif,
  badge: renderBadge,
};

export type { ReporterName };
