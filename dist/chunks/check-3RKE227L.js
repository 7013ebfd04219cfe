import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-PBLR42LC.js";
import "./chunk-ODVKX744.js";
import "./chunk-Z7JO42TR.js";
import "./chunk-QDUYS7G4.js";
import "./chunk-JOYQFWHR.js";
import "./chunk-FR23WT65.js";
import "./chunk-3SA7SWF5.js";
import "./chunk-OQQPQKCJ.js";
import "./chunk-TGBWROQQ.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-7JQVRQMH.js";
import "./chunk-6Q6JF66K.js";
import "./chunk-2I73TISC.js";
import "./chunk-VPGZV2OG.js";
import "./chunk-CJT6VPDB.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-Q7QJ5TLZ.js";
import "./chunk-4VAGLG7P.js";
import "./chunk-ZY5PXXGG.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-76DRIK57.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-C7LRZO7L.js";
import "./chunk-OELW7EZI.js";
import "./chunk-V6LZTG7Q.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
