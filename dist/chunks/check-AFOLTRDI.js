import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-5AFQSB3Z.js";
import "./chunk-O45VINB5.js";
import "./chunk-DVGTQRSF.js";
import "./chunk-MFMDU7S7.js";
import "./chunk-QIPKT576.js";
import "./chunk-SHPSVJMJ.js";
import "./chunk-N74NYJOO.js";
import "./chunk-MHIY36JA.js";
import "./chunk-C5UL3YNH.js";
import "./chunk-UTJOHTNI.js";
import "./chunk-3BAMLSK2.js";
import "./chunk-SGU6734M.js";
import "./chunk-4ECK2E6D.js";
import "./chunk-WZYIXN5M.js";
import "./chunk-52LCQUHA.js";
import "./chunk-J6EOJWJN.js";
import "./chunk-CCW25KA5.js";
import "./chunk-QKVBTQRI.js";
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
