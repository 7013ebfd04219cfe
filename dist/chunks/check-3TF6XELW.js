import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-EKABEFD5.js";
import "./chunk-ZJYIRTQQ.js";
import "./chunk-XKHIXSR4.js";
import "./chunk-OUJ24EUJ.js";
import "./chunk-WAZ47TQB.js";
import "./chunk-PJEW4H56.js";
import "./chunk-WHAIVSAJ.js";
import "./chunk-D6SZM323.js";
import "./chunk-J23KMOR3.js";
import "./chunk-RUTHCDW4.js";
import "./chunk-T4R67BCA.js";
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
