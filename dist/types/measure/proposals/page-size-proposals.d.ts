import type { Fixture } from '../../budget/budget-config.js';
import { type HostProfile } from '../../budget/host-profiles.js';
import { type ResultChange } from './result-change.js';
/**
 * A paged fixture (`paginate` with `items`) whose first page a host cuts or spills: the model loses the records past
 * the cut and the cursor with them. For each such host, the largest page that host passes whole, cursor included:
 * guessed from the page's measured cost per record as the host reads it, then found by making pages of the first n
 * records (the page's own cursor kept) and reading each as the host does. Smaller pages mean more calls: a choice.
 */
export declare function pageSizeProposals(change: ResultChange, fixture: Fixture, hosts: HostProfile[]): void;
