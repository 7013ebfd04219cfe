import type { Fixture } from '../../budget/budget-config.js';
import { type ResultChange } from './result-change.js';
/** What the result's own form offers: JSON text sent compact, the object unwrapped from a string, constant fields. */
export declare function formatProposals(change: ResultChange, fixture: Fixture): void;
