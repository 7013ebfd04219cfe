import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-2RNOL24N.js";
import "./chunk-RAQCS3CQ.js";
import "./chunk-XKHIXSR4.js";
import "./chunk-KZHB4XEB.js";
import "./chunk-HA3SURFN.js";
import "./chunk-6MKGXGOF.js";
import "./chunk-EK776HX2.js";
import "./chunk-J23KMOR3.js";
import "./chunk-VE2NL7UK.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-WE4ULIFA.js";
import "./chunk-BGMXKRFK.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-MZK5ZY2M.js";
import "./chunk-CCW25KA5.js";
import "./chunk-D64ZEMUO.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-ERSFF5MJ.js";
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
