import type { Finding } from '../findings.js';
import type { Report } from '../report.js';
/**
 * What the model stops seeing in this pull request: a description the base sent whole that now runs past a host's
 * cut, or a fixture result the base delivered whole that the host now cuts or spills, each with the text lost.
 * Only where the base measured the same host: a host the base did not view has no "before" to compare.
 */
export declare function hostCrossings(base: Pick<Report, 'servers' | 'fixtures'>, head: Pick<Report, 'servers' | 'fixtures'>): Finding[];
