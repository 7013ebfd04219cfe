import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-JN7ZNBTW.js";
import "./chunk-UERH5UZS.js";
import "./chunk-RCQMOFNA.js";
import "./chunk-5ZSDWTWM.js";
import "./chunk-BNJLJG42.js";
import "./chunk-2LCICHXH.js";
import "./chunk-X6J4KLXM.js";
import "./chunk-PYR3EH2S.js";
import "./chunk-EASISETF.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-MVD43APK.js";
import "./chunk-J7JMZEX2.js";
import "./chunk-INDIQ6ST.js";
import "./chunk-3ZSW5H4J.js";
import "./chunk-Q672FTCS.js";
import "./chunk-UBF43V2B.js";
import "./chunk-ZM46RBHW.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-LYTVLWCL.js";
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
