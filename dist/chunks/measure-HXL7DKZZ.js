import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-TDFB7YZU.js";
import "./chunk-V5OBMJR2.js";
import "./chunk-RCQMOFNA.js";
import "./chunk-7RA32D4Q.js";
import "./chunk-46I4BJOG.js";
import "./chunk-VA3RYBPS.js";
import "./chunk-LKIMDAOB.js";
import "./chunk-2W2FRPRH.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-WLEI2QYD.js";
import "./chunk-INDIQ6ST.js";
import "./chunk-2ERZGXBP.js";
import "./chunk-I57BBHVV.js";
import "./chunk-LKVDPYZP.js";
import "./chunk-HKW3BD7A.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-LYTVLWCL.js";
import "./chunk-CCW25KA5.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-RQNAL72N.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4WBB3T6B.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
