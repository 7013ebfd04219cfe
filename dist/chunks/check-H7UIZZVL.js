import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-2SP5GR3H.js";
import "./chunk-UEOADKUO.js";
import "./chunk-YOGPQH2G.js";
import "./chunk-4NPCONG7.js";
import "./chunk-NKMMJYIN.js";
import "./chunk-B4FTCAUC.js";
import "./chunk-4KLJOCVH.js";
import "./chunk-EGGJFBMJ.js";
import "./chunk-NQCSJLE3.js";
import "./chunk-22DAIR3A.js";
import "./chunk-FVJDJLOE.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-7CEA6HFG.js";
import "./chunk-QJLGCY7L.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHTJQNXG.js";
import "./chunk-CCW25KA5.js";
import "./chunk-CKTYSH7W.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-HNUAVDBE.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-FU7E6YGX.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
