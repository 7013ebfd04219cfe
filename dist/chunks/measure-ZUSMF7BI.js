import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-KEI6TIUB.js";
import "./chunk-ARQ4VR23.js";
import "./chunk-Z7JO42TR.js";
import "./chunk-TNRKV6CB.js";
import "./chunk-U2A4NMN5.js";
import "./chunk-YYKPLNAU.js";
import "./chunk-ACHB2VHH.js";
import "./chunk-TFG6GMNQ.js";
import "./chunk-TGBWROQQ.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-2VNP26MN.js";
import "./chunk-5CN2U5E2.js";
import "./chunk-OFQ3AMVK.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-5XVL7ZOF.js";
import "./chunk-4VAGLG7P.js";
import "./chunk-ZY5PXXGG.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-76DRIK57.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-S5XBZMQ7.js";
import "./chunk-OELW7EZI.js";
import "./chunk-V6LZTG7Q.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
