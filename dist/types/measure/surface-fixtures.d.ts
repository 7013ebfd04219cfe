import type { Fixture } from '../budget/budget-config.js';
import type { ServerSession } from '../servers/server-session.js';
import type { SurfaceField, SurfaceListing } from './listed-surface.js';
import type { Normalizer } from './result-normalizer.js';
import type { Tokenizer } from './tokens.js';
import type { FixtureReport } from './measurement.js';
/**
 * One prompt or resource fixture: checked, asked for (`runs` times; the largest answer counts), measured. The
 * report has the shape of a tool fixture's, so ceilings, the ratchet, `update` and the PR view hold it as they
 * hold a result (`fixture:<name>`). Host views are not claimed: hosts put prompts and resources in the context on
 * use, each its own way, and no profile records how.
 */
export declare function runSurfaceFixture(session: ServerSession, fixture: Fixture, listed: Partial<Record<SurfaceField, SurfaceListing>>, tokenizer: Tokenizer, normalize: Normalizer | undefined): Promise<FixtureReport>;
