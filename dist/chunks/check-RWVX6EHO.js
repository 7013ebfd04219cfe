import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-JXYEN2BQ.js";
import "./chunk-Z2GOS65C.js";
import "./chunk-UQI6VAGM.js";
import "./chunk-PFJGDZUY.js";
import "./chunk-4RH4N7U7.js";
import "./chunk-KQQD4Q53.js";
import "./chunk-INJCO3GY.js";
import "./chunk-3GQNQC63.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-LORCH33C.js";
import "./chunk-J7JMZEX2.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-5757JFOQ.js";
import "./chunk-RCIQAQFS.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHCQM4VP.js";
import "./chunk-CCW25KA5.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-UCT2OMFX.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
