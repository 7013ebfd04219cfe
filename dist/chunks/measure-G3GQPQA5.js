import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-GV6A25EB.js";
import "./chunk-3XQEH3DQ.js";
import "./chunk-RTDINMM2.js";
import "./chunk-FDCXR64D.js";
import "./chunk-4Q2JC6MJ.js";
import "./chunk-PSK3U3UF.js";
import "./chunk-YEPQCXDB.js";
import "./chunk-J23KMOR3.js";
import "./chunk-EFJYLAWS.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-YWZ2UALN.js";
import "./chunk-B2ABLCG6.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-J63PSFRP.js";
import "./chunk-CCW25KA5.js";
import "./chunk-D64ZEMUO.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-HNUAVDBE.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-O2M5RCV2.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
