import type { HostModule } from '../host-module.js';
/** Facts only: the shared engine builds everything this host sends from its profile. */
export declare const cursor: HostModule;
