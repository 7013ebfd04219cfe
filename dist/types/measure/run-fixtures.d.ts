import type { WireResponse } from '../servers/wire-ledger.js';
import type { BudgetConfig, Fixture } from '../budget/config.js';
import type { WireTool } from '../servers/list-tools.js';
import type { FixtureReport } from './measurement.js';
import type { ServerSession } from '../servers/server-session.js';
import type { Tokenizer } from './tokens.js';
export declare function runFixtures(session: ServerSession, fixtures: Fixture[], tools: ReadonlyArray<WireTool>, tokenizer: Tokenizer, config: BudgetConfig, 
/** Receives each fixture's first answer as it came over the wire (for measured fix proposals). */
keep?: (fixture: string, wire: WireResponse) => void): Promise<FixtureReport[]>;
