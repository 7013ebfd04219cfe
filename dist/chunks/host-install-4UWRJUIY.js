import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  provenEntry,
  treeDigest,
  writeInstallProof
} from "./chunk-LWB5QKL7.js";
import "./chunk-NKMMJYIN.js";
import "./chunk-QJLGCY7L.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHTJQNXG.js";
import "./chunk-CCW25KA5.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-FU7E6YGX.js";
import "./chunk-HANBNIMK.js";
export {
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  provenEntry,
  treeDigest,
  writeInstallProof
};
