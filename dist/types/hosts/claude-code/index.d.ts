import { type HostModule } from '../host-module.js';
export declare const claudeCode: HostModule;
