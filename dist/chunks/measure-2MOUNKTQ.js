import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-EMWG74AK.js";
import "./chunk-UTN7GFG3.js";
import "./chunk-UQI6VAGM.js";
import "./chunk-DPXXKG5F.js";
import "./chunk-BP76L5T3.js";
import "./chunk-OFG6QNFH.js";
import "./chunk-CS67T3PF.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-KSJKHP2O.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-5ONMVHAD.js";
import "./chunk-KZ46KRNS.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHCQM4VP.js";
import "./chunk-CCW25KA5.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-HNUAVDBE.js";
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
