import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-4SDVTX42.js";
import "./chunk-CYRRZRIG.js";
import "./chunk-7SMLHDOR.js";
import "./chunk-65NNQEYR.js";
import "./chunk-GWR5BQU6.js";
import "./chunk-EEDWJML4.js";
import "./chunk-2L6N5UH6.js";
import "./chunk-HW2QCYZB.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-ZYXSI3FM.js";
import "./chunk-J7JMZEX2.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-THJQIAA2.js";
import "./chunk-6EUE74KQ.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-3VXQKZ4R.js";
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
