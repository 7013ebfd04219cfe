import { type HostModule } from '../host-module.js';
export declare const opencode: HostModule;
