import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  provenEntry,
  treeDigest,
  writeInstallProof
} from "./chunk-G2SPIRB5.js";
import "./chunk-7XT4267Q.js";
import "./chunk-LKVDPYZP.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-LYTVLWCL.js";
import "./chunk-CCW25KA5.js";
import "./chunk-4WBB3T6B.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
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
