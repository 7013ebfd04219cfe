import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  provenEntry,
  treeDigest,
  writeInstallProof
} from "./chunk-WUYA2KR6.js";
import "./chunk-22VCV4V3.js";
import "./chunk-B2ABLCG6.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-J63PSFRP.js";
import "./chunk-CCW25KA5.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-O2M5RCV2.js";
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
