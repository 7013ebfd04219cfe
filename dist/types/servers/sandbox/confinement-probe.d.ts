import { type SandboxLayer } from './sandbox-layers.js';
export type Confinement = {
    method: 'bwrap';
    layers: SandboxLayer[];
    bwrap: string;
    setpriv?: string;
    reason?: string;
    sudo?: string;
    route?: string;
} | {
    method: 'unshare';
    layers: SandboxLayer[];
    unshareArgs: string[];
    ip?: string;
    reason: string;
} | {
    method: 'none';
    layers: [];
    reason: string;
};
/** Finds out once per process which sandbox layers can be had here. */
export declare function probeConfinement(): Promise<Confinement>;
/** What the probe found, once it has: undefined before. */
export declare function probedConfinement(): Confinement | undefined;
