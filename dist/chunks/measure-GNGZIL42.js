import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-IXBTWCQR.js";
import "./chunk-ZAAMWOPK.js";
import "./chunk-AJY6NR6Q.js";
import "./chunk-Q2X6JAO6.js";
import "./chunk-VP5SJTYB.js";
import "./chunk-5AQG2A7M.js";
import "./chunk-P4OPASEN.js";
import "./chunk-VGGS4WYF.js";
import "./chunk-L6TXMSAZ.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-XH7U4QWJ.js";
import "./chunk-X2L2O6NL.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-VUQSFFNW.js";
import "./chunk-CCW25KA5.js";
import "./chunk-7X5FRPNW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-ERSFF5MJ.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-4P65BAYM.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
