import type { HostModule, HostProgram } from './host-module.js';
import type { HostProfile } from './host-profile.js';
/** The hosts by the names budget.json's `hosts` uses. */
export declare const HOST_MODULES: Record<string, HostModule>;
/** The profiles that ship with this version, by name. */
export declare const HOST_PROFILES: Record<string, HostProfile>;
/** The hosts whose real program can be recorded and verified, by profile name. */
export declare const HOST_PROGRAMS: Record<string, HostProgram>;
/** The module of the host a profile is of (a profile with changed facts keeps its host's name, rules and program). */
export declare const hostModuleOf: (profile: Pick<HostProfile, 'name'>) => HostModule | undefined;
/** The hosts a first budget suggests adding (the report's hint), by name. */
export declare const SUGGESTED_HOSTS: readonly string[];
