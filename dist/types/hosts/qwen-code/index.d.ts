import { type HostModule } from '../host-module.js';
export declare const qwenCode: HostModule;
