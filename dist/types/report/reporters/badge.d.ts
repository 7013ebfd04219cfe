import type { Report } from '../../judge/report.js';
/**
 * A shields.io endpoint document (https://shields.io/badges/endpoint-badge): commit it or publish it with the
 * report, and `https://img.shields.io/endpoint?url=<its raw URL>` draws it. No hosted service of ours.
 */
export declare function renderBadge(report: Report): string;
