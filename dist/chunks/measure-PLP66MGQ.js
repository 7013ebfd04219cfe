import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  run
} from "./chunk-CIXIHIIY.js";
import "./chunk-SFPXOJ2L.js";
import "./chunk-UQI6VAGM.js";
import "./chunk-RS53DJTB.js";
import "./chunk-ORVGI6YD.js";
import "./chunk-S6QMNSNE.js";
import "./chunk-LJ3ZV3TO.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-FMXKTUYJ.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-5ONMVHAD.js";
import "./chunk-KZ46KRNS.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHCQM4VP.js";
import "./chunk-CCW25KA5.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-UCT2OMFX.js";
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
