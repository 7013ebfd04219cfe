import type { Finding } from '../findings.js';
import type { MeasuredRun } from '../../measure/measurement.js';
/**
 * MEASURED_TOOLS_HIDDEN: tools the base measured that the head no longer measures because its declared client
 * capabilities hide them. Hosts that declare more still send them to their model: a change that takes tools out
 * of measurement fails, like any figure that is no longer had.
 */
export declare function hiddenAgainstBase(base: MeasuredRun, head: MeasuredRun): Finding[];
