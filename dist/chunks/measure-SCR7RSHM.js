import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-X6AH35MC.js";
import "./chunk-54WXDSY3.js";
import "./chunk-I63F3BYU.js";
import "./chunk-YNNKG5G2.js";
import "./chunk-DCDH4ACF.js";
import "./chunk-3MLLNRRT.js";
import "./chunk-HMXNCFDD.js";
import "./chunk-VGGS4WYF.js";
import "./chunk-SO6DQHG6.js";
import "./chunk-MYKKYZ2Y.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-AVEKDRXY.js";
import "./chunk-VLVXA2LR.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-R3NSNG55.js";
import "./chunk-CCW25KA5.js";
import "./chunk-7X5FRPNW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-KCLEIL2C.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-4P65BAYM.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
