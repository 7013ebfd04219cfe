import type { HostModule } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import profile from './profile.json' with { type: 'json' };

/** Facts only: the shared engine builds everything this host sends from its profile. */
export const copilotJetbrains: HostModule = { profile: profile as HostProfile };
