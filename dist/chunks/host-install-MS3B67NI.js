import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  provenEntry,
  treeDigest,
  writeInstallProof
} from "./chunk-RMYWCD7H.js";
import "./chunk-JEPZMKSK.js";
import "./chunk-X2L2O6NL.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-VUQSFFNW.js";
import "./chunk-CCW25KA5.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-4P65BAYM.js";
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
