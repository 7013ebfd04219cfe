import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-UPCXIF32.js";
import "./chunk-GYGSYGIN.js";
import "./chunk-VKPJLOCC.js";
import "./chunk-E2KGAUO7.js";
import "./chunk-44DAJQQP.js";
import "./chunk-5ZEIKM6S.js";
import "./chunk-E7DU2ZVU.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-JMFU3RMR.js";
import "./chunk-INDIQ6ST.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-ZDMY43MB.js";
import "./chunk-3U4Z2LA4.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-X7ZHOBEM.js";
import "./chunk-CCW25KA5.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-ZEYXWVY6.js";
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
