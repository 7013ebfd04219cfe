import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-YBPTFFN4.js";
import "./chunk-D6ICWRDV.js";
import "./chunk-RCQMOFNA.js";
import "./chunk-64MIXEC2.js";
import "./chunk-AE52OE7J.js";
import "./chunk-7XT4267Q.js";
import "./chunk-S6UUP5FB.js";
import "./chunk-NRIXATFC.js";
import "./chunk-ESD2SCQT.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-WW27EMXN.js";
import "./chunk-J7JMZEX2.js";
import "./chunk-INDIQ6ST.js";
import "./chunk-FY3BZNSC.js";
import "./chunk-I57BBHVV.js";
import "./chunk-LKVDPYZP.js";
import "./chunk-5CXZJLR2.js";
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
