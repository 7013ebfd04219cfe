import type { Fixture } from '../../budget/budget-config.js';
import { type HostProfile } from '../../budget/host-profiles.js';
import type { BudgetConfig } from '../../budget/budget-config.js';
import type { ServerWire } from '../measure-server.js';
import type { Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
/**
 * Proposals for what one server sent: its chosen tools' definitions (and notes shared across all its tools), and
 * its chosen fixtures' answers, measured after the fixture's normalize rules as check measures them.
 */
export declare function proposalsFromWire(server: string, wire: ServerWire, tools: 'all' | Set<string>, fixtures: Fixture[], tokenizer: Tokenizer, deadline: number, hosts?: HostProfile[], made?: (proposals: Proposal[]) => void): Proposal[];
/** The profiles of the hosts a budget names (validated on load: every name has one). */
export declare function hostsOf(config: BudgetConfig): HostProfile[];
