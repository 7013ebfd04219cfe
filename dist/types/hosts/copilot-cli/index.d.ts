import { type HostModule } from '../host-module.js';
export declare const copilotCli: HostModule;
