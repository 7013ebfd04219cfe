import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-LRH2OV2S.js";
import "./chunk-N2PIUPKC.js";
import "./chunk-KLYSDVIJ.js";
import "./chunk-3KH3LPKM.js";
import "./chunk-OTGZNB5S.js";
import "./chunk-REIU2MI4.js";
import "./chunk-NODI25XJ.js";
import "./chunk-MHIY36JA.js";
import "./chunk-SAQANNV6.js";
import "./chunk-UTJOHTNI.js";
import "./chunk-3BAMLSK2.js";
import "./chunk-SGU6734M.js";
import "./chunk-4ECK2E6D.js";
import "./chunk-WZYIXN5M.js";
import "./chunk-52LCQUHA.js";
import "./chunk-J6EOJWJN.js";
import "./chunk-CCW25KA5.js";
import "./chunk-BEZM4XAL.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-VJVGNZG2.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-Z43UJCKP.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
