import type { WireResponse } from '../servers/wire-ledger.js';
import type { BudgetConfig, Fixture } from '../budget/budget-config.js';
import type { WireTool } from '../servers/list-tools.js';
import type { FixtureReport } from './measurement.js';
import type { ServerSession } from '../servers/server-session.js';
import { type Tokenizer } from './tokens.js';
import type { SurfaceField, SurfaceListing } from './listed-surface.js';
export declare function runFixtures(session: ServerSession, fixtures: Fixture[], tools: ReadonlyArray<WireTool>, 
/** prompts/list and resources/list as this session listed them: what a prompt or resource fixture is checked against. */
surface: Partial<Record<SurfaceField, SurfaceListing>>, tokenizer: Tokenizer, config: BudgetConfig, 
/** Receives each fixture's first answer as it came over the wire (for measured fix proposals). */
keep?: (fixture: string, wire: WireResponse) => void): Promise<FixtureReport[]>;
