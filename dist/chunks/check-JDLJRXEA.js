import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-YG44WP77.js";
import "./chunk-G4F2PK36.js";
import "./chunk-YOGPQH2G.js";
import "./chunk-WFPQYSIR.js";
import "./chunk-5HJAH73K.js";
import "./chunk-EZLJGKI5.js";
import "./chunk-NRE2XZEZ.js";
import "./chunk-7VHREMVG.js";
import "./chunk-B7XTKRIE.js";
import "./chunk-KB5KCF2Y.js";
import "./chunk-FVJDJLOE.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-TDYUYZVA.js";
import "./chunk-KB5NEAVV.js";
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
