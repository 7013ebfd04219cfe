import type { Report } from '../../judge/report.js';
import { renderBadge } from './badge.js';
import { renderGithub } from './github.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';

import type { ReporterOptions } from './reporter-options.js';
import type { ReporterName } from './reporter-names.js';

export { renderBudgetChanges } from './changes.js';
export { renderJson } from './json.js';
export type { ReporterName } from './reporter-names.js';

export type Reporter = (report: Report, options: ReporterOptions) => string;

export const REPORTERS = {
  text: renderText,
  json: renderJson,
  markdown: renderMarkdown,
  github: renderGithub,
  sarif: renderSarif,
  badge: renderBadge,
} satisfies Record<ReporterName, Reporter>;
