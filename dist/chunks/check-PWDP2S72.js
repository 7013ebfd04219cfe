import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-3BBZD4RS.js";
import "./chunk-ZWTGFDGM.js";
import "./chunk-MNPA4R2M.js";
import "./chunk-EFXACVRQ.js";
import "./chunk-6XQVTSYE.js";
import "./chunk-OCYRKDQQ.js";
import "./chunk-C6LE3ORK.js";
import "./chunk-PUHQXAYI.js";
import "./chunk-TGBWROQQ.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-7JQVRQMH.js";
import "./chunk-3BAMLSK2.js";
import "./chunk-SGU6734M.js";
import "./chunk-VPGZV2OG.js";
import "./chunk-CL6D6TJF.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-WZYIXN5M.js";
import "./chunk-77VGKEG5.js";
import "./chunk-QP6B44OR.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-TEUQBNAN.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-VJVGNZG2.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-V6LZTG7Q.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
