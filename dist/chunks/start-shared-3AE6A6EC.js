// chunk-SWRCSYGP.js
import { createRequire as __createRequire5 } from "node:module";

// chunk-CFJFPK7S.js
import { createRequire as __createRequire } from "node:module";
var require2 = __createRequire(import.meta.url);
// src/text/near-name.ts
var NEAR = 2;
function nearName(given, names, spelled = (name) => name) {
  return names.find((name) => editDistance(spelled(name), given) <= NEAR);
}
function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
// src/budget/timeout-ceilings.ts
var MAX_TIMEOUTS = { startupMs: 6e5, requestMs: 6e5, totalMs: 36e5 };
var IN_WORDS = { 6e5: "10 minutes", 36e5: "1 hour" };
function timeoutCeilingProblems(timeouts, at) {
  const problems = [];
  for (const [key, ceiling] of Object.entries(MAX_TIMEOUTS)) {
    const value = timeouts?.[key];
    if (value !== void 0 && value > ceiling) {
      problems.push(
        `${at}.${key}: ${value.toLocaleString("en-US")} ms is above the ceiling of ${ceiling.toLocaleString("en-US")} ms (${IN_WORDS[ceiling]}) for ${key}`
      );
    }
  }
  return problems;
}
// src/budget/budget-path.ts
function formatPath(path2) {
  let out = "";
  for (const segment of path2) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
function parsePath(text) {
  const segments = [];
  const token = /^(?:(^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;
  for (let rest = text; rest.length > 0; ) {
    const match = token.exec(rest);
    if (!match || match[2] !== void 0 && match[1] === "" && segments.length > 0) return void 0;
    if (match[2] !== void 0) segments.push(match[2]);
    else if (match[3] !== void 0) segments.push(Number(match[3]));
    else segments.push(JSON.parse(match[4]));
    rest = rest.slice(match[0].length);
  }
  return segments;
}

// chunk-OELW7EZI.js
import { createRequire as __createRequire2 } from "node:module";
var require3 = __createRequire2(import.meta.url);
// src/budget/json-depth.ts
function offsetPastDepth(text, limit) {
  if (openingsUpTo(text, limit + 1) <= limit) return void 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return void 0;
}
function openingsUpTo(text, most) {
  let count = 0;
  for (const opening of ["{", "["]) {
    for (let at = text.indexOf(opening); at !== -1 && count < most; at = text.indexOf(opening, at + 1)) count++;
  }
  return count;
}
var MAX_MESSAGE_DEPTH = 256;

// chunk-SWRCSYGP.js
import {
  userError
} from "./chunk-2TKON5YV.js";

// chunk-LEJ6JWSO.js
import { createRequire as __createRequire3 } from "node:module";
import {
  __commonJS
} from "./chunk-HANBNIMK.js";
var require4 = __createRequire3(import.meta.url);
// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// chunk-QTJ6MSOD.js
import { createRequire as __createRequire4 } from "node:module";
import {
  __commonJS as __commonJS2
} from "./chunk-HANBNIMK.js";
var require5 = __createRequire4(import.meta.url);
// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS2({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});
// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS2({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// chunk-SWRCSYGP.js
import {
  __toESM
} from "./chunk-HANBNIMK.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
var require6 = __createRequire5(import.meta.url);
// src/budget/config.ts
// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));
// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};
var supportedEols = ["\n", "\r", "\r\n"];
// node_modules/jsonc-parser/lib/esm/impl/format.js
function format(documentText, range, options) {
  let initialIndentLevel;
  let formatText;
  let formatTextStart;
  let rangeStart;
  let rangeEnd;
  if (range) {
    rangeStart = range.offset;
    rangeEnd = rangeStart + range.length;
    formatTextStart = rangeStart;
    while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
      formatTextStart--;
    }
    let endOffset = rangeEnd;
    while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
      endOffset++;
    }
    formatText = documentText.substring(formatTextStart, endOffset);
    initialIndentLevel = computeIndentLevel(formatText, options);
  } else {
    formatText = documentText;
    initialIndentLevel = 0;
    formatTextStart = 0;
    rangeStart = 0;
    rangeEnd = documentText.length;
  }
  const eol = getEOL(options, documentText);
  const eolFastPathSupported = supportedEols.includes(eol);
  let numberLineBreaks = 0;
  let indentLevel = 0;
  let indentValue;
  if (options.insertSpaces) {
    indentValue = cachedSpaces[options.tabSize || 4] ?? repeat(cachedSpaces[1], options.tabSize || 4);
  } else {
    indentValue = "	";
  }
  const indentType = indentValue === "	" ? "	" : " ";
  let scanner = createScanner(formatText, false);
  let hasError = false;
  function newLinesAndIndent() {
    if (numberLineBreaks > 1) {
      return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
    if (!eolFastPathSupported || amountOfSpaces > cachedBreakLinesWithSpaces[indentType][eol].length) {
      return eol + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    if (amountOfSpaces <= 0) {
      return eol;
    }
    return cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
  }
  function scanNext() {
    let token = scanner.scan();
    numberLineBreaks = 0;
    while (token === 15 || token === 14) {
      if (token === 14 && options.keepLines) {
        numberLineBreaks += 1;
      } else if (token === 14) {
        numberLineBreaks = 1;
      }
      token = scanner.scan();
    }
    hasError = token === 16 || scanner.getTokenError() !== 0;
    return token;
  }
  const editOperations = [];
  function addEdit(text, startOffset, endOffset) {
    if (!hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text) {
      editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
    }
  }
  let firstToken = scanNext();
  if (options.keepLines && numberLineBreaks > 0) {
    addEdit(repeat(eol, numberLineBreaks), 0, 0);
  }
  if (firstToken !== 17) {
    let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
    let initialIndent = indentValue.length * initialIndentLevel < 20 && options.insertSpaces ? cachedSpaces[indentValue.length * initialIndentLevel] : repeat(indentValue, initialIndentLevel);
    addEdit(initialIndent, formatTextStart, firstTokenStart);
  }
  while (firstToken !== 17) {
    let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
    let secondToken = scanNext();
    let replaceContent = "";
    let needsLineBreak = false;
    while (numberLineBreaks === 0 && (secondToken === 12 || secondToken === 13)) {
      let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
      addEdit(cachedSpaces[1], firstTokenEnd, commentTokenStart);
      firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
      needsLineBreak = secondToken === 12;
      replaceContent = needsLineBreak ? newLinesAndIndent() : "";
      secondToken = scanNext();
    }
    if (secondToken === 2) {
      if (firstToken !== 1) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else if (secondToken === 4) {
      if (firstToken !== 3) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else {
      switch (firstToken) {
        case 3:
        case 1:
          indentLevel++;
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 5:
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 12:
          replaceContent = newLinesAndIndent();
          break;
        case 13:
          if (numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 6:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 10:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (secondToken === 6 && !needsLineBreak) {
            replaceContent = "";
          }
          break;
        case 7:
        case 8:
        case 9:
        case 11:
        case 2:
        case 4:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else {
            if ((secondToken === 12 || secondToken === 13) && !needsLineBreak) {
              replaceContent = cachedSpaces[1];
            } else if (secondToken !== 5 && secondToken !== 17) {
              hasError = true;
            }
          }
          break;
        case 16:
          hasError = true;
          break;
      }
      if (numberLineBreaks > 0 && (secondToken === 12 || secondToken === 13)) {
        replaceContent = newLinesAndIndent();
      }
    }
    if (secondToken === 17) {
      if (options.keepLines && numberLineBreaks > 0) {
        replaceContent = newLinesAndIndent();
      } else {
        replaceContent = options.insertFinalNewline ? eol : "";
      }
    }
    const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
    addEdit(replaceContent, firstTokenEnd, secondTokenStart);
    firstToken = secondToken;
  }
  return editOperations;
}
function repeat(s, count) {
  let result = "";
  for (let i = 0; i < count; i++) {
    result += s;
  }
  return result;
}
function computeIndentLevel(content, options) {
  let i = 0;
  let nChars = 0;
  const tabSize = options.tabSize || 4;
  while (i < content.length) {
    let ch = content.charAt(i);
    if (ch === cachedSpaces[1]) {
      nChars++;
    } else if (ch === "	") {
      nChars += tabSize;
    } else {
      break;
    }
    i++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options, text) {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "\r") {
      if (i + 1 < text.length && text.charAt(i + 1) === "\n") {
        return "\r\n";
      }
      return "\r";
    } else if (ch === "\n") {
      return "\n";
    }
  }
  return options && options.eol || "\n";
}
function isEOL(text, offset) {
  return "\r\n".indexOf(text.charAt(offset)) !== -1;
}
// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path2) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path2) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
// node_modules/jsonc-parser/lib/esm/impl/edit.js
function setProperty(text, originalPath, value, options) {
  const path2 = originalPath.slice();
  const errors = [];
  const root = parseTree(text, errors);
  let parent = void 0;
  let lastSegment = void 0;
  while (path2.length > 0) {
    lastSegment = path2.pop();
    parent = findNodeAtLocation(root, path2);
    if (parent === void 0 && value !== void 0) {
      if (typeof lastSegment === "string") {
        value = { [lastSegment]: value };
      } else {
        value = [value];
      }
    } else {
      break;
    }
  }
  if (!parent) {
    if (value === void 0) {
      throw new Error("Can not delete in empty document");
    }
    return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
  } else if (parent.type === "object" && typeof lastSegment === "string" && Array.isArray(parent.children)) {
    const existing = findNodeAtLocation(parent, [lastSegment]);
    if (existing !== void 0) {
      if (value === void 0) {
        if (!existing.parent) {
          throw new Error("Malformed AST");
        }
        const propertyIndex = parent.children.indexOf(existing.parent);
        let removeBegin;
        let removeEnd = existing.parent.offset + existing.parent.length;
        if (propertyIndex > 0) {
          let previous = parent.children[propertyIndex - 1];
          removeBegin = previous.offset + previous.length;
        } else {
          removeBegin = parent.offset + 1;
          if (parent.children.length > 1) {
            let next = parent.children[1];
            removeEnd = next.offset;
          }
        }
        return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options);
      } else {
        return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
      }
    } else {
      if (value === void 0) {
        return [];
      }
      const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
      const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length;
      let edit;
      if (index > 0) {
        let previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      } else if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
      }
      return withFormatting(text, edit, options);
    }
  } else if (parent.type === "array" && typeof lastSegment === "number" && Array.isArray(parent.children)) {
    const insertIndex = lastSegment;
    if (insertIndex === -1) {
      const newProperty = `${JSON.stringify(value)}`;
      let edit;
      if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        const previous = parent.children[parent.children.length - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else if (value === void 0 && parent.children.length >= 0) {
      const removalIndex = lastSegment;
      const toRemove = parent.children[removalIndex];
      let edit;
      if (parent.children.length === 1) {
        edit = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
      } else if (parent.children.length - 1 === removalIndex) {
        let previous = parent.children[removalIndex - 1];
        let offset = previous.offset + previous.length;
        let parentEndOffset = parent.offset + parent.length;
        edit = { offset, length: parentEndOffset - 2 - offset, content: "" };
      } else {
        edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
      }
      return withFormatting(text, edit, options);
    } else if (value !== void 0) {
      let edit;
      const newProperty = `${JSON.stringify(value)}`;
      if (!options.isArrayInsertion && parent.children.length > lastSegment) {
        const toModify = parent.children[lastSegment];
        edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
      } else if (parent.children.length === 0 || lastSegment === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + "," };
      } else {
        const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
        const previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else {
      throw new Error(`Can not ${value === void 0 ? "remove" : options.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    }
  } else {
    throw new Error(`Can not add ${typeof lastSegment !== "number" ? "index" : "property"} to parent of type ${parent.type}`);
  }
}
function withFormatting(text, edit, options) {
  if (!options.formattingOptions) {
    return [edit];
  }
  let newText = applyEdit(text, edit);
  let begin = edit.offset;
  let end = edit.offset + edit.content.length;
  if (edit.length === 0 || edit.content.length === 0) {
    while (begin > 0 && !isEOL(newText, begin - 1)) {
      begin--;
    }
    while (end < newText.length && !isEOL(newText, end)) {
      end++;
    }
  }
  const edits = format(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit2 = edits[i];
    newText = applyEdit(newText, edit2);
    begin = Math.min(begin, edit2.offset);
    end = Math.max(end, edit2.offset + edit2.length);
    end += edit2.content.length - edit2.length;
  }
  const editLength = text.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text, edit) {
  return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
}
// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
function modify(text, path2, value, options) {
  return setProperty(text, path2, value, options);
}
function applyEdits(text, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    const diff = a.offset - b.offset;
    if (diff === 0) {
      return a.length - b.length;
    }
    return diff;
  });
  let lastModifiedOffset = text.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset) {
      text = applyEdit(text, e);
    } else {
      throw new Error("Overlapping edit");
    }
    lastModifiedOffset = e.offset;
  }
  return text;
}
// budget.schema.json
var budget_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://unpkg.com/mcp-budget/budget.schema.json",
  title: "mcp-budget budget.json",
  description: "Budgets for the tool definitions and tool results of MCP servers. Raise a limit only in a reviewed pull request.",
  type: "object",
  additionalProperties: false,
  properties: {
    $schema: { type: "string" },
    tokenizer: {
      description: "Tokenizer that token limits are counted with.",
      enum: ["o200k_base", "cl100k_base"],
      default: "o200k_base"
    },
    mcpConfig: {
      description: "Server config files to import servers from (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, .codex/config.toml). Entries in `servers` override imported ones by name.",
      oneOf: [
        { type: "string", minLength: 1 },
        { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 }
      ]
    },
    servers: {
      description: "Servers to measure, by name: the shape of .mcp.json `mcpServers` entries.",
      type: "object",
      propertyNames: { pattern: "^[A-Za-z0-9_.-]+$" },
      additionalProperties: { $ref: "#/definitions/server" }
    },
    limits: { $ref: "#/definitions/limits" },
    oversized: {
      description: "The ratchet: known-oversized tools (`server/tool`), prompts (`prompt:server/name`), resources and resource templates (`resource:server/uri`) results (`fixture:name`) and sessions (`session:name`, in tokens) with their own ceilings. They may shrink, never grow.",
      type: "object",
      propertyNames: { pattern: "^(fixture:.+|session:.+|[^/]+/.+)$" },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: {
          bytes: { type: "integer", minimum: 0 },
          tokens: { type: "integer", minimum: 0 },
          chars: { type: "integer", minimum: 0, description: "A tool's description length (over descriptionChars)." }
        }
      }
    },
    fixtures: {
      description: "Calls to make with checked-in arguments (a tool, a prompt or a resource read), and what their results may cost.",
      type: "array",
      items: { $ref: "#/definitions/fixture" }
    },
    sessions: {
      description: "Fixtures called in order in one conversation: what each model request of it carries of the servers on each host in `hosts`, turn by turn (the report's sessions), held to `limits.sessionTokens`.",
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "steps"],
        properties: {
          name: { type: "string", minLength: 1, description: "Its name: `explain session:<name>`, `oversized` key `session:<name>`." },
          steps: { type: "array", minItems: 1, items: { type: "string" }, description: "Fixture names, in the order the model calls them." }
        }
      }
    },
    sandbox: { $ref: "#/definitions/sandbox" },
    timeouts: { $ref: "#/definitions/timeouts" },
    clientCapabilities: { $ref: "#/definitions/clientCapabilities" },
    era: {
      description: 'The protocol era to measure in: "newest" (default: 2026-07-28 when the server answers server/discover, else the 2025 initialize handshake), "modern" (2026-07-28 only; a legacy server fails) or "legacy" (initialize only, no probe).',
      enum: ["newest", "modern", "legacy"],
      default: "newest"
    },
    hostToolName: {
      description: "How a host shows a tool's name to the model; `nameChars` is checked on this. {server} and {tool} are replaced.",
      type: "string",
      default: "mcp__{server}__{tool}"
    },
    hosts: {
      description: "Hosts whose view to count and check (profiles in src/hosts/*/profile.json): definitions as each host sends them, its cuts and caps, what of each result survives. An entry is a host's name, or {host, model} where what the host sends depends on the model it runs (Codex defers the definitions only with a model its metadata knows); without a model, the profile's assumedModel.",
      type: "array",
      uniqueItems: true,
      items: {
        anyOf: [
          { enum: ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "opencode", "qwen-code", "vscode-copilot"] },
          {
            type: "object",
            required: ["host", "model"],
            additionalProperties: false,
            properties: {
              host: { enum: ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "opencode", "qwen-code", "vscode-copilot"] },
              model: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$" }
            }
          }
        ]
      }
    },
    hostLimits: {
      description: "Limits on a host's own figures (host name -> limits): sessionStartTokens (all servers), toolTokens (one tool as the host sends it), resultTokens (one fixture result as its model receives it, after its cut); reservedTools: the host's own tools in your users' setups, counted toward its tool cap (default: the profile's reservedTools); startupWaitMs: how long the host waits for a server's tools/list in your users' setups (default: the profile's startupWait), a warning only.",
      type: "object",
      propertyNames: { enum: ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "opencode", "qwen-code", "vscode-copilot"] },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: {
          sessionStartTokens: { type: "integer", minimum: 0 },
          toolTokens: { type: "integer", minimum: 0 },
          resultTokens: { type: "integer", minimum: 0 },
          reservedTools: { type: "integer", minimum: 0 },
          startupWaitMs: { type: "integer", minimum: 0, description: "How long this host waits for a server's tools/list before its first model request in your users' setups (what they set in the host: Codex's mcp_optional_startup_grace_ms, Claude Code's MCP_TIMEOUT, Gemini CLI's and opencode's timeout, Qwen Code's discoveryTimeoutMs), in ms; default the profile's startupWait. A server's slowest start past it is STARTUP_PAST_HOST_WAIT, a warning." }
        }
      }
    },
    stability: {
      description: "tools/list must return the same bytes every time: hosts cache the prompt prefix, and tool definitions come first.",
      type: "object",
      additionalProperties: false,
      properties: {
        toolsList: { enum: ["warning", "error"], default: "warning", description: "Severity of TOOLS_LIST_UNSTABLE (two listings in one session differ)." },
        restart: { type: "boolean", default: false, description: "Also list once more after restarting the server (costs one more start)." },
        capabilities: { type: "boolean", description: "When the declared clientCapabilities are narrower than the richest client's (roots, sampling, elicitation, tasks), list once more as that client: CAPABILITY_HIDDEN_TOOLS counts the tools they hide (one more start per server). Unset: on pull-request runs (--base, --base-report, the Action) and in init; true: every check; false: never." }
      }
    },
    breakingChanges: {
      description: "Against the base: what a tool change that breaks callers is (BREAKING_CHANGE), and whether a version released with too small a bump is checked (SEMVER_BUMP_TOO_SMALL). Default warning.",
      enum: ["error", "warning", "off"]
    },
    growth: {
      description: "Growth gates against the base branch (--base, the Action on pull requests). Past one: GROWTH_OVER_BUDGET.",
      type: "object",
      additionalProperties: false,
      properties: {
        toolPercent: { type: "number", minimum: 0, description: "Largest growth of one tool definition, in percent of its bytes at the base." },
        toolBytes: { type: "integer", minimum: 0 },
        toolTokens: { type: "integer", minimum: 0 },
        totalPercent: { type: "number", minimum: 0, description: "Largest growth of all definitions and instructions together, in percent." },
        totalBytes: { type: "integer", minimum: 0 },
        totalTokens: { type: "integer", minimum: 0 },
        unmeasuredBase: { enum: ["error", "warning"], default: "error", description: "A base server that could not be measured (BASE_UNMEASURED) leaves these gates without an answer: an error by default, since a gate whose answer is unknown has not passed." }
      }
    },
    explore: {
      description: "mcp-budget explore, the worst-case result search: which tools it may call besides those a server marks read-only, and how far strings and arrays go. check does not read it.",
      type: "object",
      additionalProperties: false,
      properties: {
        allow: {
          description: 'Tools explore may call although the server does not mark them read-only (or marks them destructive), as "<server>/<tool>": a reviewed choice.',
          type: "array",
          items: { type: "string", pattern: "^[^/]+/.+$" },
          uniqueItems: true
        },
        maxStringLength: { description: "Longest string argument tried where the schema sets no maxLength (default 1000).", type: "integer", minimum: 0 },
        maxArrayItems: { description: "Most array items tried where the schema sets no maxItems (default 20).", type: "integer", minimum: 0 }
      }
    },
    ratchet: {
      type: "object",
      additionalProperties: false,
      properties: {
        minDelta: {
          description: "Shrinkage smaller than this does not make an oversized entry stale (keeps 1-byte changes from churning budget.json).",
          type: "object",
          additionalProperties: false,
          properties: {
            bytes: { type: "integer", minimum: 0, default: 64 },
            tokens: { type: "integer", minimum: 0, default: 16 },
            chars: { type: "integer", minimum: 0, default: 16 }
          }
        },
        stale: {
          description: "Whether an oversized entry that shrank (or whose subject is gone) fails the check.",
          enum: ["error", "warning"],
          default: "error"
        }
      }
    }
  },
  definitions: {
    limits: {
      description: "All optional; a limit that is not set is not checked.",
      type: "object",
      additionalProperties: false,
      properties: {
        toolBytes: { type: "integer", minimum: 0, description: "UTF-8 bytes of one tool definition (JSON.stringify of the tool as sent)." },
        toolTokens: { type: "integer", minimum: 0, description: "Tokens of one tool definition." },
        totalBytes: { type: "integer", minimum: 0, description: "Bytes of all a host loads: tool definitions, instructions, and every prompt, resource and resource template listed (of all servers at top level, of one server in a server's limits)." },
        totalTokens: { type: "integer", minimum: 0, description: "Tokens of all tool definitions, instructions, prompts, resources and resource templates." },
        promptBytes: { type: "integer", minimum: 0, description: "UTF-8 bytes of one prompt as prompts/list sends it. Unset: toolBytes." },
        promptTokens: { type: "integer", minimum: 0, description: "Tokens of one prompt as prompts/list sends it. Unset: toolTokens." },
        skillBytes: { type: "integer", minimum: 0, description: "UTF-8 bytes of one skill entry as skills/list (the Skills extension) sends it. Unset: toolBytes." },
        skillTokens: { type: "integer", minimum: 0, description: "Tokens of one skill entry as skills/list (the Skills extension) sends it. Unset: toolTokens." },
        resourceBytes: { type: "integer", minimum: 0, description: "UTF-8 bytes of one resource (resources/list) or resource template (resources/templates/list). Unset: toolBytes." },
        resourceTokens: { type: "integer", minimum: 0, description: "Tokens of one resource or resource template. Unset: toolTokens." },
        descriptionChars: { type: "integer", minimum: 0, description: "Characters of a tool description and of server instructions (Claude Code cuts descriptions at 4,096 up front, 16,384 through tool search)." },
        nameChars: { type: "integer", minimum: 1, description: "Characters of a tool name as a host shows it (hostToolName); 64 at every major model API." },
        toolCount: { type: "integer", minimum: 0, description: "Number of tools (of all servers at top level, of one server in a server's limits)." },
        resultTokens: { type: "integer", minimum: 0, description: "Tokens of every fixture result (each page of a walk)." },
        resultBytes: { type: "integer", minimum: 0, description: "Wire bytes of every fixture result (each page of a walk)." },
        sessionTokens: { type: "integer", minimum: 0, description: "One session (`sessions`) on each host in `hosts`: the tokens of the servers in every model request of it, summed (definitions as the host sends them each turn, every earlier result as it keeps it, replayed). A server's own holds the sessions whose steps call that server alone." }
      }
    },
    sandbox: {
      type: "object",
      additionalProperties: false,
      properties: {
        network: { enum: ["none", "host"], description: "`none` (default): stdio servers run in their own network namespace where the platform allows it." },
        passEnv: { type: "array", items: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, description: "Names of caller environment variables the server may see." },
        require: { type: "boolean", description: "Refuse to start the server when any sandbox layer (pid, mount, user, network) cannot be had, instead of warning." },
        writable: { type: "array", items: { type: "string", minLength: 1 }, description: "Paths (relative to budget.json) the server may write. Everything else is read-only; its own HOME and TMPDIR are always writable." },
        readable: { type: "array", items: { type: "string", minLength: 1 }, description: "Paths (relative to budget.json) shown to the server although the sandbox hides them by default: the repository's .git, the caller's HOME, the runner's temporary files." }
      }
    },
    timeouts: {
      type: "object",
      additionalProperties: false,
      properties: {
        startupMs: { type: "integer", minimum: 1, description: "Spawn to a completed initialize handshake. Default 30000." },
        requestMs: { type: "integer", minimum: 1, description: "One request. Default 30000." },
        totalMs: { type: "integer", minimum: 1, description: "Everything for one server. Default 120000." }
      }
    },
    clientCapabilities: {
      description: "Capabilities mcp-budget declares in the handshake: servers may list different tools to different clients.",
      type: "object"
    },
    server: {
      type: "object",
      additionalProperties: false,
      properties: {
        type: { enum: ["stdio", "http", "streamable-http", "sse"] },
        command: { type: "string", minLength: 1 },
        args: { type: "array", items: { type: "string" } },
        env: { type: "object", additionalProperties: { type: "string" } },
        cwd: { type: "string" },
        url: { type: "string", minLength: 1 },
        headers: { type: "object", additionalProperties: { type: "string" } },
        ready: { type: "string", description: "For a server mcp-budget starts and reaches by url: a regular expression its stdout or stderr prints when ready." },
        limits: { $ref: "#/definitions/limits" },
        sandbox: { $ref: "#/definitions/sandbox" },
        timeouts: { $ref: "#/definitions/timeouts" },
        clientCapabilities: { $ref: "#/definitions/clientCapabilities" },
        era: {
          description: 'The protocol era to measure in: "newest" (default: 2026-07-28 when the server answers server/discover, else the 2025 initialize handshake), "modern" (2026-07-28 only; a legacy server fails) or "legacy" (initialize only, no probe).',
          enum: ["newest", "modern", "legacy"],
          default: "newest"
        },
        enabledTools: { type: "array", items: { type: "string" } },
        disabledTools: { type: "array", items: { type: "string" } },
        variants: {
          description: "Named configurations of this server (toolsets, read-only…): each is measured, limited and ratcheted as <server>@<name>, with its args (instead of the server's) and env (over the server's). The server itself is then measured only as its variants.",
          type: "object",
          minProperties: 1,
          propertyNames: { pattern: "^[A-Za-z0-9_.-]+$" },
          additionalProperties: {
            type: "object",
            additionalProperties: false,
            properties: { args: { type: "array", items: { type: "string" } }, env: { type: "object", additionalProperties: { type: "string" } } }
          }
        }
      },
      anyOf: [{ required: ["command"] }, { required: ["url"] }]
    },
    fixture: {
      type: "object",
      additionalProperties: false,
      required: ["name", "server"],
      oneOf: [{ required: ["tool"] }, { required: ["prompt"] }, { required: ["resource"] }],
      properties: {
        name: { type: "string", pattern: "^[A-Za-z0-9_.:-]+$" },
        server: { type: "string" },
        tool: { type: "string", description: "Call this tool (tools/call). Exactly one of tool, prompt, resource." },
        prompt: { type: "string", description: "Get this prompt (prompts/get) with `arguments` (string values): what a host puts in the context when a user picks it." },
        resource: { type: "string", description: "Read this resource URI (resources/read; a resource template's URI too): what a host puts in the context when a user attaches it." },
        arguments: { type: "object", description: "The tool's arguments, or the prompt's (each a string)." },
        maxTokens: { type: "integer", minimum: 0, description: "Tokens of the result (of each page, for a walk)." },
        maxBytes: { type: "integer", minimum: 0, description: "Wire bytes of the result (of each page, for a walk)." },
        runs: { type: "integer", minimum: 1, maximum: 20, description: "Call this many times; the largest result counts and a size that varies is reported." },
        inputResponses: { type: "object", description: `Revision 2026-07-28: answers to the tool's input_required requests, by request key (e.g. an elicitation result {"action": "accept", "content": {...}}). Each round is measured.` },
        normalize: {
          description: "Replace nondeterministic text (timestamps, ids) before counting.",
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["pattern"],
            properties: {
              pattern: { type: "string" },
              flags: { type: "string", pattern: "^[imsu]*$" },
              replacement: { type: "string" }
            }
          }
        },
        paginate: {
          type: "object",
          additionalProperties: false,
          required: ["cursorArgument", "nextCursor"],
          properties: {
            cursorArgument: { type: "string", description: "Argument the cursor is passed back in." },
            nextCursor: { type: "string", description: "JSON pointer to the next cursor in the result." },
            items: { type: "string", description: "JSON pointer to the array of records on a page." },
            key: { type: "string", description: "Property (or JSON pointer within a record) that identifies a record." },
            total: { type: "string", description: "JSON pointer to a stated total number of records." },
            hasMore: { type: "string", description: "JSON pointer to a truncation flag." },
            maxPages: { type: "integer", minimum: 1, description: "Give up (PAGINATION_LOOP) after this many pages. Default 100." }
          }
        },
        expect: {
          type: "object",
          additionalProperties: false,
          properties: {
            isError: { type: "boolean" },
            textIncludes: { type: "string" }
          }
        }
      }
    }
  }
};
// src/budget/loader-variables.ts
var NODE_HOOKS = /(?:^|\s)(-r|--require|--import|--loader|--experimental-loader|--env-file(?:-if-exists)?)(?:[=\s]|$)/;
var JAVA_AGENT = /-javaagent:|-agentpath:|-agentlib:|-XX:OnOutOfMemoryError/;
var LOADER_VARIABLES = [
  {
    name: "LD_*",
    what: "the dynamic loader's: preloads, audits or replaces libraries in every program",
    examples: ["LD_PRELOAD", "LD_AUDIT", "LD_LIBRARY_PATH"]
  },
  { name: "DYLD_*", what: "macOS's dynamic loader's, the same", examples: ["DYLD_INSERT_LIBRARIES"] },
  {
    name: "GLIBC_TUNABLES",
    what: "glibc's tunables (CVE-2023-4911 ran code through them)",
    examples: ["GLIBC_TUNABLES"]
  },
  { name: "GCONV_PATH", what: "glibc loads character-set converters from it", examples: ["GCONV_PATH"] },
  { name: "LOCPATH", what: "glibc loads locales from it", examples: ["LOCPATH"] },
  { name: "NLSPATH", what: "glibc loads message catalogs from it", examples: ["NLSPATH"] },
  { name: "MALLOC_*", what: "glibc's allocator hooks and trace files", examples: ["MALLOC_TRACE", "MALLOC_CHECK_"] },
  { name: "HOSTALIASES", what: "glibc reads host names from the file it names", examples: ["HOSTALIASES"] },
  { name: "RESOLV_HOST_CONF", what: "glibc's resolver reads the file it names", examples: ["RESOLV_HOST_CONF"] },
  { name: "BASH_ENV", what: "bash runs the file it names before any script", examples: ["BASH_ENV"] },
  { name: "ENV", what: "sh runs the file it names at start", examples: ["ENV"] },
  {
    name: "BASH_FUNC_*",
    what: "bash imports functions from it (a command can become one)",
    examples: ["BASH_FUNC_echo%%"]
  },
  {
    name: "SHELLOPTS",
    what: "bash's options for every script (xtrace with PS4 runs commands)",
    examples: ["SHELLOPTS"]
  },
  { name: "PS4", what: "bash expands it for every traced command", examples: ["PS4"] },
  {
    name: "NODE_OPTIONS",
    what: "Node preloads the modules its --require, --import or --loader name",
    examples: ["NODE_OPTIONS"],
    hook: (value) => NODE_HOOKS.exec(value)?.[1]
  },
  { name: "PYTHONSTARTUP", what: "Python runs the file it names", examples: ["PYTHONSTARTUP"] },
  { name: "PERL5OPT", what: "Perl takes options from it (-M loads a module)", examples: ["PERL5OPT"] },
  { name: "RUBYOPT", what: "Ruby takes options from it (-r loads a library)", examples: ["RUBYOPT"] },
  {
    name: "JAVA_TOOL_OPTIONS",
    what: "the JVM loads the agents it names",
    examples: ["JAVA_TOOL_OPTIONS"],
    hook: (value) => JAVA_AGENT.exec(value)?.[0]
  },
  {
    name: "_JAVA_OPTIONS",
    what: "the JVM loads the agents it names",
    examples: ["_JAVA_OPTIONS"],
    hook: (value) => JAVA_AGENT.exec(value)?.[0]
  },
  {
    name: "JDK_JAVA_OPTIONS",
    what: "the JVM loads the agents it names",
    examples: ["JDK_JAVA_OPTIONS"],
    hook: (value) => JAVA_AGENT.exec(value)?.[0]
  }
];
function loaderVariableRefusal(name, value) {
  for (const rule of LOADER_VARIABLES) {
    const matches = rule.name.endsWith("*") ? name.startsWith(rule.name.slice(0, -1)) : name === rule.name;
    if (!matches) continue;
    if (rule.hook) {
      const part = value === void 0 ? void 0 : rule.hook(value);
      if (!part) continue;
      return `${name} with ${part} is a hook: ${rule.what}. mcp-budget sets no loader or hook variable for a server; start the code from the server's command instead`;
    }
    return `${name} is a loader or hook variable (${rule.what}); mcp-budget sets none for a server. Start the code from the server's command instead`;
  }
  return void 0;
}
// src/budget/generated/budget-validator.js
var func3_module = __toESM(require_ucs2length(), 1);
var func0_module = __toESM(require_equal(), 1);
var validate = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://unpkg.com/mcp-budget/budget.schema.json", "title": "mcp-budget budget.json", "description": "Budgets for the tool definitions and tool results of MCP servers. Raise a limit only in a reviewed pull request.", "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "tokenizer": { "description": "Tokenizer that token limits are counted with.", "enum": ["o200k_base", "cl100k_base"], "default": "o200k_base" }, "mcpConfig": { "description": "Server config files to import servers from (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, .codex/config.toml). Entries in `servers` override imported ones by name.", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }] }, "servers": { "description": "Servers to measure, by name: the shape of .mcp.json `mcpServers` entries.", "type": "object", "propertyNames": { "pattern": "^[A-Za-z0-9_.-]+$" }, "additionalProperties": { "$ref": "#/definitions/server" } }, "limits": { "$ref": "#/definitions/limits" }, "oversized": { "description": "The ratchet: known-oversized tools (`server/tool`), prompts (`prompt:server/name`), resources and resource templates (`resource:server/uri`) results (`fixture:name`) and sessions (`session:name`, in tokens) with their own ceilings. They may shrink, never grow.", "type": "object", "propertyNames": { "pattern": "^(fixture:.+|session:.+|[^/]+/.+)$" }, "additionalProperties": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "bytes": { "type": "integer", "minimum": 0 }, "tokens": { "type": "integer", "minimum": 0 }, "chars": { "type": "integer", "minimum": 0, "description": "A tool's description length (over descriptionChars)." } } } }, "fixtures": { "description": "Calls to make with checked-in arguments (a tool, a prompt or a resource read), and what their results may cost.", "type": "array", "items": { "$ref": "#/definitions/fixture" } }, "sessions": { "description": "Fixtures called in order in one conversation: what each model request of it carries of the servers on each host in `hosts`, turn by turn (the report's sessions), held to `limits.sessionTokens`.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["name", "steps"], "properties": { "name": { "type": "string", "minLength": 1, "description": "Its name: `explain session:<name>`, `oversized` key `session:<name>`." }, "steps": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "Fixture names, in the order the model calls them." } } } }, "sandbox": { "$ref": "#/definitions/sandbox" }, "timeouts": { "$ref": "#/definitions/timeouts" }, "clientCapabilities": { "$ref": "#/definitions/clientCapabilities" }, "era": { "description": 'The protocol era to measure in: "newest" (default: 2026-07-28 when the server answers server/discover, else the 2025 initialize handshake), "modern" (2026-07-28 only; a legacy server fails) or "legacy" (initialize only, no probe).', "enum": ["newest", "modern", "legacy"], "default": "newest" }, "hostToolName": { "description": "How a host shows a tool's name to the model; `nameChars` is checked on this. {server} and {tool} are replaced.", "type": "string", "default": "mcp__{server}__{tool}" }, "hosts": { "description": "Hosts whose view to count and check (profiles in src/hosts/*/profile.json): definitions as each host sends them, its cuts and caps, what of each result survives. An entry is a host's name, or {host, model} where what the host sends depends on the model it runs (Codex defers the definitions only with a model its metadata knows); without a model, the profile's assumedModel.", "type": "array", "uniqueItems": true, "items": { "anyOf": [{ "enum": ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "opencode", "qwen-code", "vscode-copilot"] }, { "type": "object", "required": ["host", "model"], "additionalProperties": false, "properties": { "host": { "enum": ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "opencode", "qwen-code", "vscode-copilot"] }, "model": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$" } } }] } }, "hostLimits": { "description": "Limits on a host's own figures (host name -> limits): sessionStartTokens (all servers), toolTokens (one tool as the host sends it), resultTokens (one fixture result as its model receives it, after its cut); reservedTools: the host's own tools in your users' setups, counted toward its tool cap (default: the profile's reservedTools); startupWaitMs: how long the host waits for a server's tools/list in your users' setups (default: the profile's startupWait), a warning only.", "type": "object", "propertyNames": { "enum": ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "opencode", "qwen-code", "vscode-copilot"] }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "sessionStartTokens": { "type": "integer", "minimum": 0 }, "toolTokens": { "type": "integer", "minimum": 0 }, "resultTokens": { "type": "integer", "minimum": 0 }, "reservedTools": { "type": "integer", "minimum": 0 }, "startupWaitMs": { "type": "integer", "minimum": 0, "description": "How long this host waits for a server's tools/list before its first model request in your users' setups (what they set in the host: Codex's mcp_optional_startup_grace_ms, Claude Code's MCP_TIMEOUT, Gemini CLI's and opencode's timeout, Qwen Code's discoveryTimeoutMs), in ms; default the profile's startupWait. A server's slowest start past it is STARTUP_PAST_HOST_WAIT, a warning." } } } }, "stability": { "description": "tools/list must return the same bytes every time: hosts cache the prompt prefix, and tool definitions come first.", "type": "object", "additionalProperties": false, "properties": { "toolsList": { "enum": ["warning", "error"], "default": "warning", "description": "Severity of TOOLS_LIST_UNSTABLE (two listings in one session differ)." }, "restart": { "type": "boolean", "default": false, "description": "Also list once more after restarting the server (costs one more start)." }, "capabilities": { "type": "boolean", "description": "When the declared clientCapabilities are narrower than the richest client's (roots, sampling, elicitation, tasks), list once more as that client: CAPABILITY_HIDDEN_TOOLS counts the tools they hide (one more start per server). Unset: on pull-request runs (--base, --base-report, the Action) and in init; true: every check; false: never." } } }, "breakingChanges": { "description": "Against the base: what a tool change that breaks callers is (BREAKING_CHANGE), and whether a version released with too small a bump is checked (SEMVER_BUMP_TOO_SMALL). Default warning.", "enum": ["error", "warning", "off"] }, "growth": { "description": "Growth gates against the base branch (--base, the Action on pull requests). Past one: GROWTH_OVER_BUDGET.", "type": "object", "additionalProperties": false, "properties": { "toolPercent": { "type": "number", "minimum": 0, "description": "Largest growth of one tool definition, in percent of its bytes at the base." }, "toolBytes": { "type": "integer", "minimum": 0 }, "toolTokens": { "type": "integer", "minimum": 0 }, "totalPercent": { "type": "number", "minimum": 0, "description": "Largest growth of all definitions and instructions together, in percent." }, "totalBytes": { "type": "integer", "minimum": 0 }, "totalTokens": { "type": "integer", "minimum": 0 }, "unmeasuredBase": { "enum": ["error", "warning"], "default": "error", "description": "A base server that could not be measured (BASE_UNMEASURED) leaves these gates without an answer: an error by default, since a gate whose answer is unknown has not passed." } } }, "explore": { "description": "mcp-budget explore, the worst-case result search: which tools it may call besides those a server marks read-only, and how far strings and arrays go. check does not read it.", "type": "object", "additionalProperties": false, "properties": { "allow": { "description": 'Tools explore may call although the server does not mark them read-only (or marks them destructive), as "<server>/<tool>": a reviewed choice.', "type": "array", "items": { "type": "string", "pattern": "^[^/]+/.+$" }, "uniqueItems": true }, "maxStringLength": { "description": "Longest string argument tried where the schema sets no maxLength (default 1000).", "type": "integer", "minimum": 0 }, "maxArrayItems": { "description": "Most array items tried where the schema sets no maxItems (default 20).", "type": "integer", "minimum": 0 } } }, "ratchet": { "type": "object", "additionalProperties": false, "properties": { "minDelta": { "description": "Shrinkage smaller than this does not make an oversized entry stale (keeps 1-byte changes from churning budget.json).", "type": "object", "additionalProperties": false, "properties": { "bytes": { "type": "integer", "minimum": 0, "default": 64 }, "tokens": { "type": "integer", "minimum": 0, "default": 16 }, "chars": { "type": "integer", "minimum": 0, "default": 16 } } }, "stale": { "description": "Whether an oversized entry that shrank (or whose subject is gone) fails the check.", "enum": ["error", "warning"], "default": "error" } } } }, "definitions": { "limits": { "description": "All optional; a limit that is not set is not checked.", "type": "object", "additionalProperties": false, "properties": { "toolBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one tool definition (JSON.stringify of the tool as sent)." }, "toolTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one tool definition." }, "totalBytes": { "type": "integer", "minimum": 0, "description": "Bytes of all a host loads: tool definitions, instructions, and every prompt, resource and resource template listed (of all servers at top level, of one server in a server's limits)." }, "totalTokens": { "type": "integer", "minimum": 0, "description": "Tokens of all tool definitions, instructions, prompts, resources and resource templates." }, "promptBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one prompt as prompts/list sends it. Unset: toolBytes." }, "promptTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one prompt as prompts/list sends it. Unset: toolTokens." }, "skillBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one skill entry as skills/list (the Skills extension) sends it. Unset: toolBytes." }, "skillTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one skill entry as skills/list (the Skills extension) sends it. Unset: toolTokens." }, "resourceBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one resource (resources/list) or resource template (resources/templates/list). Unset: toolBytes." }, "resourceTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one resource or resource template. Unset: toolTokens." }, "descriptionChars": { "type": "integer", "minimum": 0, "description": "Characters of a tool description and of server instructions (Claude Code cuts descriptions at 4,096 up front, 16,384 through tool search)." }, "nameChars": { "type": "integer", "minimum": 1, "description": "Characters of a tool name as a host shows it (hostToolName); 64 at every major model API." }, "toolCount": { "type": "integer", "minimum": 0, "description": "Number of tools (of all servers at top level, of one server in a server's limits)." }, "resultTokens": { "type": "integer", "minimum": 0, "description": "Tokens of every fixture result (each page of a walk)." }, "resultBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of every fixture result (each page of a walk)." }, "sessionTokens": { "type": "integer", "minimum": 0, "description": "One session (`sessions`) on each host in `hosts`: the tokens of the servers in every model request of it, summed (definitions as the host sends them each turn, every earlier result as it keeps it, replayed). A server's own holds the sessions whose steps call that server alone." } } }, "sandbox": { "type": "object", "additionalProperties": false, "properties": { "network": { "enum": ["none", "host"], "description": "`none` (default): stdio servers run in their own network namespace where the platform allows it." }, "passEnv": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }, "description": "Names of caller environment variables the server may see." }, "require": { "type": "boolean", "description": "Refuse to start the server when any sandbox layer (pid, mount, user, network) cannot be had, instead of warning." }, "writable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) the server may write. Everything else is read-only; its own HOME and TMPDIR are always writable." }, "readable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) shown to the server although the sandbox hides them by default: the repository's .git, the caller's HOME, the runner's temporary files." } } }, "timeouts": { "type": "object", "additionalProperties": false, "properties": { "startupMs": { "type": "integer", "minimum": 1, "description": "Spawn to a completed initialize handshake. Default 30000." }, "requestMs": { "type": "integer", "minimum": 1, "description": "One request. Default 30000." }, "totalMs": { "type": "integer", "minimum": 1, "description": "Everything for one server. Default 120000." } } }, "clientCapabilities": { "description": "Capabilities mcp-budget declares in the handshake: servers may list different tools to different clients.", "type": "object" }, "server": { "type": "object", "additionalProperties": false, "properties": { "type": { "enum": ["stdio", "http", "streamable-http", "sse"] }, "command": { "type": "string", "minLength": 1 }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } }, "cwd": { "type": "string" }, "url": { "type": "string", "minLength": 1 }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "ready": { "type": "string", "description": "For a server mcp-budget starts and reaches by url: a regular expression its stdout or stderr prints when ready." }, "limits": { "$ref": "#/definitions/limits" }, "sandbox": { "$ref": "#/definitions/sandbox" }, "timeouts": { "$ref": "#/definitions/timeouts" }, "clientCapabilities": { "$ref": "#/definitions/clientCapabilities" }, "era": { "description": 'The protocol era to measure in: "newest" (default: 2026-07-28 when the server answers server/discover, else the 2025 initialize handshake), "modern" (2026-07-28 only; a legacy server fails) or "legacy" (initialize only, no probe).', "enum": ["newest", "modern", "legacy"], "default": "newest" }, "enabledTools": { "type": "array", "items": { "type": "string" } }, "disabledTools": { "type": "array", "items": { "type": "string" } }, "variants": { "description": "Named configurations of this server (toolsets, read-only…): each is measured, limited and ratcheted as <server>@<name>, with its args (instead of the server's) and env (over the server's). The server itself is then measured only as its variants.", "type": "object", "minProperties": 1, "propertyNames": { "pattern": "^[A-Za-z0-9_.-]+$" }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } } } } } }, "anyOf": [{ "required": ["command"] }, { "required": ["url"] }] }, "fixture": { "type": "object", "additionalProperties": false, "required": ["name", "server"], "oneOf": [{ "required": ["tool"] }, { "required": ["prompt"] }, { "required": ["resource"] }], "properties": { "name": { "type": "string", "pattern": "^[A-Za-z0-9_.:-]+$" }, "server": { "type": "string" }, "tool": { "type": "string", "description": "Call this tool (tools/call). Exactly one of tool, prompt, resource." }, "prompt": { "type": "string", "description": "Get this prompt (prompts/get) with `arguments` (string values): what a host puts in the context when a user picks it." }, "resource": { "type": "string", "description": "Read this resource URI (resources/read; a resource template's URI too): what a host puts in the context when a user attaches it." }, "arguments": { "type": "object", "description": "The tool's arguments, or the prompt's (each a string)." }, "maxTokens": { "type": "integer", "minimum": 0, "description": "Tokens of the result (of each page, for a walk)." }, "maxBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of the result (of each page, for a walk)." }, "runs": { "type": "integer", "minimum": 1, "maximum": 20, "description": "Call this many times; the largest result counts and a size that varies is reported." }, "inputResponses": { "type": "object", "description": `Revision 2026-07-28: answers to the tool's input_required requests, by request key (e.g. an elicitation result {"action": "accept", "content": {...}}). Each round is measured.` }, "normalize": { "description": "Replace nondeterministic text (timestamps, ids) before counting.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["pattern"], "properties": { "pattern": { "type": "string" }, "flags": { "type": "string", "pattern": "^[imsu]*$" }, "replacement": { "type": "string" } } } }, "paginate": { "type": "object", "additionalProperties": false, "required": ["cursorArgument", "nextCursor"], "properties": { "cursorArgument": { "type": "string", "description": "Argument the cursor is passed back in." }, "nextCursor": { "type": "string", "description": "JSON pointer to the next cursor in the result." }, "items": { "type": "string", "description": "JSON pointer to the array of records on a page." }, "key": { "type": "string", "description": "Property (or JSON pointer within a record) that identifies a record." }, "total": { "type": "string", "description": "JSON pointer to a stated total number of records." }, "hasMore": { "type": "string", "description": "JSON pointer to a truncation flag." }, "maxPages": { "type": "integer", "minimum": 1, "description": "Give up (PAGINATION_LOOP) after this many pages. Default 100." } } }, "expect": { "type": "object", "additionalProperties": false, "properties": { "isError": { "type": "boolean" }, "textIncludes": { "type": "string" } } } } } } };
var schema13 = { "description": "All optional; a limit that is not set is not checked.", "type": "object", "additionalProperties": false, "properties": { "toolBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one tool definition (JSON.stringify of the tool as sent)." }, "toolTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one tool definition." }, "totalBytes": { "type": "integer", "minimum": 0, "description": "Bytes of all a host loads: tool definitions, instructions, and every prompt, resource and resource template listed (of all servers at top level, of one server in a server's limits)." }, "totalTokens": { "type": "integer", "minimum": 0, "description": "Tokens of all tool definitions, instructions, prompts, resources and resource templates." }, "promptBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one prompt as prompts/list sends it. Unset: toolBytes." }, "promptTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one prompt as prompts/list sends it. Unset: toolTokens." }, "skillBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one skill entry as skills/list (the Skills extension) sends it. Unset: toolBytes." }, "skillTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one skill entry as skills/list (the Skills extension) sends it. Unset: toolTokens." }, "resourceBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one resource (resources/list) or resource template (resources/templates/list). Unset: toolBytes." }, "resourceTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one resource or resource template. Unset: toolTokens." }, "descriptionChars": { "type": "integer", "minimum": 0, "description": "Characters of a tool description and of server instructions (Claude Code cuts descriptions at 4,096 up front, 16,384 through tool search)." }, "nameChars": { "type": "integer", "minimum": 1, "description": "Characters of a tool name as a host shows it (hostToolName); 64 at every major model API." }, "toolCount": { "type": "integer", "minimum": 0, "description": "Number of tools (of all servers at top level, of one server in a server's limits)." }, "resultTokens": { "type": "integer", "minimum": 0, "description": "Tokens of every fixture result (each page of a walk)." }, "resultBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of every fixture result (each page of a walk)." }, "sessionTokens": { "type": "integer", "minimum": 0, "description": "One session (`sessions`) on each host in `hosts`: the tokens of the servers in every model request of it, summed (definitions as the host sends them each turn, every earlier result as it keeps it, replayed). A server's own holds the sessions whose steps call that server alone." } } };
var schema18 = { "type": "object", "additionalProperties": false, "required": ["name", "server"], "oneOf": [{ "required": ["tool"] }, { "required": ["prompt"] }, { "required": ["resource"] }], "properties": { "name": { "type": "string", "pattern": "^[A-Za-z0-9_.:-]+$" }, "server": { "type": "string" }, "tool": { "type": "string", "description": "Call this tool (tools/call). Exactly one of tool, prompt, resource." }, "prompt": { "type": "string", "description": "Get this prompt (prompts/get) with `arguments` (string values): what a host puts in the context when a user picks it." }, "resource": { "type": "string", "description": "Read this resource URI (resources/read; a resource template's URI too): what a host puts in the context when a user attaches it." }, "arguments": { "type": "object", "description": "The tool's arguments, or the prompt's (each a string)." }, "maxTokens": { "type": "integer", "minimum": 0, "description": "Tokens of the result (of each page, for a walk)." }, "maxBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of the result (of each page, for a walk)." }, "runs": { "type": "integer", "minimum": 1, "maximum": 20, "description": "Call this many times; the largest result counts and a size that varies is reported." }, "inputResponses": { "type": "object", "description": `Revision 2026-07-28: answers to the tool's input_required requests, by request key (e.g. an elicitation result {"action": "accept", "content": {...}}). Each round is measured.` }, "normalize": { "description": "Replace nondeterministic text (timestamps, ids) before counting.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["pattern"], "properties": { "pattern": { "type": "string" }, "flags": { "type": "string", "pattern": "^[imsu]*$" }, "replacement": { "type": "string" } } } }, "paginate": { "type": "object", "additionalProperties": false, "required": ["cursorArgument", "nextCursor"], "properties": { "cursorArgument": { "type": "string", "description": "Argument the cursor is passed back in." }, "nextCursor": { "type": "string", "description": "JSON pointer to the next cursor in the result." }, "items": { "type": "string", "description": "JSON pointer to the array of records on a page." }, "key": { "type": "string", "description": "Property (or JSON pointer within a record) that identifies a record." }, "total": { "type": "string", "description": "JSON pointer to a stated total number of records." }, "hasMore": { "type": "string", "description": "JSON pointer to a truncation flag." }, "maxPages": { "type": "integer", "minimum": 1, "description": "Give up (PAGINATION_LOOP) after this many pages. Default 100." } } }, "expect": { "type": "object", "additionalProperties": false, "properties": { "isError": { "type": "boolean" }, "textIncludes": { "type": "string" } } } } };
var schema14 = { "type": "object", "additionalProperties": false, "properties": { "network": { "enum": ["none", "host"], "description": "`none` (default): stdio servers run in their own network namespace where the platform allows it." }, "passEnv": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }, "description": "Names of caller environment variables the server may see." }, "require": { "type": "boolean", "description": "Refuse to start the server when any sandbox layer (pid, mount, user, network) cannot be had, instead of warning." }, "writable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) the server may write. Everything else is read-only; its own HOME and TMPDIR are always writable." }, "readable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) shown to the server although the sandbox hides them by default: the repository's .git, the caller's HOME, the runner's temporary files." } } };
var func2 = Object.prototype.hasOwnProperty;
var func3 = func3_module.default.default ?? func3_module.default;
var func0 = func0_module.default.default ?? func0_module.default;
var pattern0 = new RegExp("^[A-Za-z0-9_.-]+$", "u");
var pattern3 = new RegExp("^(fixture:.+|session:.+|[^/]+/.+)$", "u");
var pattern4 = new RegExp("^[A-Za-z0-9_.:-]+$", "u");
var pattern5 = new RegExp("^[imsu]*$", "u");
var pattern1 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
var pattern7 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$", "u");
var pattern8 = new RegExp("^[^/]+/.+$", "u");
var schema12 = { "type": "object", "additionalProperties": false, "properties": { "type": { "enum": ["stdio", "http", "streamable-http", "sse"] }, "command": { "type": "string", "minLength": 1 }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } }, "cwd": { "type": "string" }, "url": { "type": "string", "minLength": 1 }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "ready": { "type": "string", "description": "For a server mcp-budget starts and reaches by url: a regular expression its stdout or stderr prints when ready." }, "limits": { "$ref": "#/definitions/limits" }, "sandbox": { "$ref": "#/definitions/sandbox" }, "timeouts": { "$ref": "#/definitions/timeouts" }, "clientCapabilities": { "$ref": "#/definitions/clientCapabilities" }, "era": { "description": 'The protocol era to measure in: "newest" (default: 2026-07-28 when the server answers server/discover, else the 2025 initialize handshake), "modern" (2026-07-28 only; a legacy server fails) or "legacy" (initialize only, no probe).', "enum": ["newest", "modern", "legacy"], "default": "newest" }, "enabledTools": { "type": "array", "items": { "type": "string" } }, "disabledTools": { "type": "array", "items": { "type": "string" } }, "variants": { "description": "Named configurations of this server (toolsets, read-only…): each is measured, limited and ratcheted as <server>@<name>, with its args (instead of the server's) and env (over the server's). The server itself is then measured only as its variants.", "type": "object", "minProperties": 1, "propertyNames": { "pattern": "^[A-Za-z0-9_.-]+$" }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } } } } } }, "anyOf": [{ "required": ["command"] }, { "required": ["url"] }] };
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.command === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.url === void 0) {
        const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema12.properties, key0)) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data0 = data.type;
      if (!(data0 === "stdio" || data0 === "http" || data0 === "streamable-http" || data0 === "sse")) {
        const err4 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema12.properties.type.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.command !== void 0) {
      let data1 = data.command;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err5 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.args !== void 0) {
      let data2 = data.args;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data2[i0] !== "string") {
            const err7 = { instancePath: instancePath + "/args/" + i0, schemaPath: "#/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/args", schemaPath: "#/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.env !== void 0) {
      let data4 = data.env;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          if (typeof data4[key1] !== "string") {
            const err9 = { instancePath: instancePath + "/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/env/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.cwd !== void 0) {
      if (typeof data.cwd !== "string") {
        const err11 = { instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data7 = data.url;
      if (typeof data7 === "string") {
        if (func3(data7) < 1) {
          const err12 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.headers !== void 0) {
      let data8 = data.headers;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key2 in data8) {
          if (typeof data8[key2] !== "string") {
            const err14 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.ready !== void 0) {
      if (typeof data.ready !== "string") {
        const err16 = { instancePath: instancePath + "/ready", schemaPath: "#/properties/ready/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.limits !== void 0) {
      let data11 = data.limits;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key3 in data11) {
          if (!func2.call(schema13.properties, key3)) {
            const err17 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data11.toolBytes !== void 0) {
          let data12 = data11.toolBytes;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
            const err18 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data12 == "number") {
            if (data12 < 0 || isNaN(data12)) {
              const err19 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        if (data11.toolTokens !== void 0) {
          let data13 = data11.toolTokens;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
            const err20 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data13 == "number") {
            if (data13 < 0 || isNaN(data13)) {
              const err21 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data11.totalBytes !== void 0) {
          let data14 = data11.totalBytes;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
            const err22 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data14 == "number") {
            if (data14 < 0 || isNaN(data14)) {
              const err23 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        }
        if (data11.totalTokens !== void 0) {
          let data15 = data11.totalTokens;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
            const err24 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data15 == "number") {
            if (data15 < 0 || isNaN(data15)) {
              const err25 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data11.promptBytes !== void 0) {
          let data16 = data11.promptBytes;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)))) {
            const err26 = { instancePath: instancePath + "/limits/promptBytes", schemaPath: "#/definitions/limits/properties/promptBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data16 == "number") {
            if (data16 < 0 || isNaN(data16)) {
              const err27 = { instancePath: instancePath + "/limits/promptBytes", schemaPath: "#/definitions/limits/properties/promptBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data11.promptTokens !== void 0) {
          let data17 = data11.promptTokens;
          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)))) {
            const err28 = { instancePath: instancePath + "/limits/promptTokens", schemaPath: "#/definitions/limits/properties/promptTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data17 == "number") {
            if (data17 < 0 || isNaN(data17)) {
              const err29 = { instancePath: instancePath + "/limits/promptTokens", schemaPath: "#/definitions/limits/properties/promptTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        }
        if (data11.skillBytes !== void 0) {
          let data18 = data11.skillBytes;
          if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
            const err30 = { instancePath: instancePath + "/limits/skillBytes", schemaPath: "#/definitions/limits/properties/skillBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          if (typeof data18 == "number") {
            if (data18 < 0 || isNaN(data18)) {
              const err31 = { instancePath: instancePath + "/limits/skillBytes", schemaPath: "#/definitions/limits/properties/skillBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
        if (data11.skillTokens !== void 0) {
          let data19 = data11.skillTokens;
          if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
            const err32 = { instancePath: instancePath + "/limits/skillTokens", schemaPath: "#/definitions/limits/properties/skillTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
          if (typeof data19 == "number") {
            if (data19 < 0 || isNaN(data19)) {
              const err33 = { instancePath: instancePath + "/limits/skillTokens", schemaPath: "#/definitions/limits/properties/skillTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data11.resourceBytes !== void 0) {
          let data20 = data11.resourceBytes;
          if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)))) {
            const err34 = { instancePath: instancePath + "/limits/resourceBytes", schemaPath: "#/definitions/limits/properties/resourceBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data20 == "number") {
            if (data20 < 0 || isNaN(data20)) {
              const err35 = { instancePath: instancePath + "/limits/resourceBytes", schemaPath: "#/definitions/limits/properties/resourceBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
        }
        if (data11.resourceTokens !== void 0) {
          let data21 = data11.resourceTokens;
          if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)))) {
            const err36 = { instancePath: instancePath + "/limits/resourceTokens", schemaPath: "#/definitions/limits/properties/resourceTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (typeof data21 == "number") {
            if (data21 < 0 || isNaN(data21)) {
              const err37 = { instancePath: instancePath + "/limits/resourceTokens", schemaPath: "#/definitions/limits/properties/resourceTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
        }
        if (data11.descriptionChars !== void 0) {
          let data22 = data11.descriptionChars;
          if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)))) {
            const err38 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          if (typeof data22 == "number") {
            if (data22 < 0 || isNaN(data22)) {
              const err39 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data11.nameChars !== void 0) {
          let data23 = data11.nameChars;
          if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)))) {
            const err40 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data23 == "number") {
            if (data23 < 1 || isNaN(data23)) {
              const err41 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
        if (data11.toolCount !== void 0) {
          let data24 = data11.toolCount;
          if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)))) {
            const err42 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (typeof data24 == "number") {
            if (data24 < 0 || isNaN(data24)) {
              const err43 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
        }
        if (data11.resultTokens !== void 0) {
          let data25 = data11.resultTokens;
          if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)))) {
            const err44 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
          if (typeof data25 == "number") {
            if (data25 < 0 || isNaN(data25)) {
              const err45 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
        if (data11.resultBytes !== void 0) {
          let data26 = data11.resultBytes;
          if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)))) {
            const err46 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data26 == "number") {
            if (data26 < 0 || isNaN(data26)) {
              const err47 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
        }
        if (data11.sessionTokens !== void 0) {
          let data27 = data11.sessionTokens;
          if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)))) {
            const err48 = { instancePath: instancePath + "/limits/sessionTokens", schemaPath: "#/definitions/limits/properties/sessionTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          if (typeof data27 == "number") {
            if (data27 < 0 || isNaN(data27)) {
              const err49 = { instancePath: instancePath + "/limits/sessionTokens", schemaPath: "#/definitions/limits/properties/sessionTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data.sandbox !== void 0) {
      let data28 = data.sandbox;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        for (const key4 in data28) {
          if (!(key4 === "network" || key4 === "passEnv" || key4 === "require" || key4 === "writable" || key4 === "readable")) {
            const err51 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data28.network !== void 0) {
          let data29 = data28.network;
          if (!(data29 === "none" || data29 === "host")) {
            const err52 = { instancePath: instancePath + "/sandbox/network", schemaPath: "#/definitions/sandbox/properties/network/enum", keyword: "enum", params: { allowedValues: schema14.properties.network.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data28.passEnv !== void 0) {
          let data30 = data28.passEnv;
          if (Array.isArray(data30)) {
            const len1 = data30.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data31 = data30[i1];
              if (typeof data31 === "string") {
                if (!pattern1.test(data31)) {
                  const err53 = { instancePath: instancePath + "/sandbox/passEnv/" + i1, schemaPath: "#/definitions/sandbox/properties/passEnv/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"' };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              } else {
                const err54 = { instancePath: instancePath + "/sandbox/passEnv/" + i1, schemaPath: "#/definitions/sandbox/properties/passEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
          } else {
            const err55 = { instancePath: instancePath + "/sandbox/passEnv", schemaPath: "#/definitions/sandbox/properties/passEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data28.require !== void 0) {
          if (typeof data28.require !== "boolean") {
            const err56 = { instancePath: instancePath + "/sandbox/require", schemaPath: "#/definitions/sandbox/properties/require/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data28.writable !== void 0) {
          let data33 = data28.writable;
          if (Array.isArray(data33)) {
            const len2 = data33.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data34 = data33[i2];
              if (typeof data34 === "string") {
                if (func3(data34) < 1) {
                  const err57 = { instancePath: instancePath + "/sandbox/writable/" + i2, schemaPath: "#/definitions/sandbox/properties/writable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              } else {
                const err58 = { instancePath: instancePath + "/sandbox/writable/" + i2, schemaPath: "#/definitions/sandbox/properties/writable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
          } else {
            const err59 = { instancePath: instancePath + "/sandbox/writable", schemaPath: "#/definitions/sandbox/properties/writable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data28.readable !== void 0) {
          let data35 = data28.readable;
          if (Array.isArray(data35)) {
            const len3 = data35.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data36 = data35[i3];
              if (typeof data36 === "string") {
                if (func3(data36) < 1) {
                  const err60 = { instancePath: instancePath + "/sandbox/readable/" + i3, schemaPath: "#/definitions/sandbox/properties/readable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              } else {
                const err61 = { instancePath: instancePath + "/sandbox/readable/" + i3, schemaPath: "#/definitions/sandbox/properties/readable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
          } else {
            const err62 = { instancePath: instancePath + "/sandbox/readable", schemaPath: "#/definitions/sandbox/properties/readable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
      } else {
        const err63 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
    if (data.timeouts !== void 0) {
      let data37 = data.timeouts;
      if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
        for (const key5 in data37) {
          if (!(key5 === "startupMs" || key5 === "requestMs" || key5 === "totalMs")) {
            const err64 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data37.startupMs !== void 0) {
          let data38 = data37.startupMs;
          if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)))) {
            const err65 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
          if (typeof data38 == "number") {
            if (data38 < 1 || isNaN(data38)) {
              const err66 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          }
        }
        if (data37.requestMs !== void 0) {
          let data39 = data37.requestMs;
          if (!(typeof data39 == "number" && (!(data39 % 1) && !isNaN(data39)))) {
            const err67 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
          if (typeof data39 == "number") {
            if (data39 < 1 || isNaN(data39)) {
              const err68 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
          }
        }
        if (data37.totalMs !== void 0) {
          let data40 = data37.totalMs;
          if (!(typeof data40 == "number" && (!(data40 % 1) && !isNaN(data40)))) {
            const err69 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
          if (typeof data40 == "number") {
            if (data40 < 1 || isNaN(data40)) {
              const err70 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
          }
        }
      } else {
        const err71 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.clientCapabilities !== void 0) {
      let data41 = data.clientCapabilities;
      if (!(data41 && typeof data41 == "object" && !Array.isArray(data41))) {
        const err72 = { instancePath: instancePath + "/clientCapabilities", schemaPath: "#/definitions/clientCapabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
    }
    if (data.era !== void 0) {
      let data42 = data.era;
      if (!(data42 === "newest" || data42 === "modern" || data42 === "legacy")) {
        const err73 = { instancePath: instancePath + "/era", schemaPath: "#/properties/era/enum", keyword: "enum", params: { allowedValues: schema12.properties.era.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.enabledTools !== void 0) {
      let data43 = data.enabledTools;
      if (Array.isArray(data43)) {
        const len4 = data43.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (typeof data43[i4] !== "string") {
            const err74 = { instancePath: instancePath + "/enabledTools/" + i4, schemaPath: "#/properties/enabledTools/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
        }
      } else {
        const err75 = { instancePath: instancePath + "/enabledTools", schemaPath: "#/properties/enabledTools/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      }
    }
    if (data.disabledTools !== void 0) {
      let data45 = data.disabledTools;
      if (Array.isArray(data45)) {
        const len5 = data45.length;
        for (let i5 = 0; i5 < len5; i5++) {
          if (typeof data45[i5] !== "string") {
            const err76 = { instancePath: instancePath + "/disabledTools/" + i5, schemaPath: "#/properties/disabledTools/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
      } else {
        const err77 = { instancePath: instancePath + "/disabledTools", schemaPath: "#/properties/disabledTools/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.variants !== void 0) {
      let data47 = data.variants;
      if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
        if (Object.keys(data47).length < 1) {
          const err78 = { instancePath: instancePath + "/variants", schemaPath: "#/properties/variants/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
        for (const key6 in data47) {
          const _errs107 = errors;
          if (typeof key6 === "string") {
            if (!pattern0.test(key6)) {
              const err79 = { instancePath: instancePath + "/variants", schemaPath: "#/properties/variants/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+$"', propertyName: key6 };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
          }
          var valid23 = _errs107 === errors;
          if (!valid23) {
            const err80 = { instancePath: instancePath + "/variants", schemaPath: "#/properties/variants/propertyNames", keyword: "propertyNames", params: { propertyName: key6 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
        }
        for (const key7 in data47) {
          let data48 = data47[key7];
          if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
            for (const key8 in data48) {
              if (!(key8 === "args" || key8 === "env")) {
                const err81 = { instancePath: instancePath + "/variants/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/variants/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            }
            if (data48.args !== void 0) {
              let data49 = data48.args;
              if (Array.isArray(data49)) {
                const len6 = data49.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  if (typeof data49[i6] !== "string") {
                    const err82 = { instancePath: instancePath + "/variants/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/args/" + i6, schemaPath: "#/properties/variants/additionalProperties/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err82];
                    } else {
                      vErrors.push(err82);
                    }
                    errors++;
                  }
                }
              } else {
                const err83 = { instancePath: instancePath + "/variants/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/args", schemaPath: "#/properties/variants/additionalProperties/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
            if (data48.env !== void 0) {
              let data51 = data48.env;
              if (data51 && typeof data51 == "object" && !Array.isArray(data51)) {
                for (const key9 in data51) {
                  if (typeof data51[key9] !== "string") {
                    const err84 = { instancePath: instancePath + "/variants/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/env/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/variants/additionalProperties/properties/env/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err84];
                    } else {
                      vErrors.push(err84);
                    }
                    errors++;
                  }
                }
              } else {
                const err85 = { instancePath: instancePath + "/variants/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/variants/additionalProperties/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err85];
                } else {
                  vErrors.push(err85);
                }
                errors++;
              }
            }
          } else {
            const err86 = { instancePath: instancePath + "/variants/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/variants/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
      } else {
        const err87 = { instancePath: instancePath + "/variants", schemaPath: "#/properties/variants/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err87];
        } else {
          vErrors.push(err87);
        }
        errors++;
      }
    }
  } else {
    const err88 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err88];
    } else {
      vErrors.push(err88);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      if (typeof data.$schema !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.tokenizer !== void 0) {
      let data1 = data.tokenizer;
      if (!(data1 === "o200k_base" || data1 === "cl100k_base")) {
        const err2 = { instancePath: instancePath + "/tokenizer", schemaPath: "#/properties/tokenizer/enum", keyword: "enum", params: { allowedValues: schema11.properties.tokenizer.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.mcpConfig !== void 0) {
      let data2 = data.mcpConfig;
      const _errs6 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs7 = errors;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err3 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs9 = errors;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err5 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 === "string") {
            if (func3(data3) < 1) {
              const err6 = { instancePath: instancePath + "/mcpConfig/" + i0, schemaPath: "#/properties/mcpConfig/oneOf/1/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/mcpConfig/" + i0, schemaPath: "#/properties/mcpConfig/oneOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err9 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.servers !== void 0) {
      let data4 = data.servers;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          const _errs15 = errors;
          if (typeof key1 === "string") {
            if (!pattern0.test(key1)) {
              const err10 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+$"', propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
          var valid4 = _errs15 === errors;
          if (!valid4) {
            const err11 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        for (const key2 in data4) {
          if (!validate11(data4[key2], { instancePath: instancePath + "/servers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key2, rootData })) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.limits !== void 0) {
      let data6 = data.limits;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        for (const key3 in data6) {
          if (!func2.call(schema13.properties, key3)) {
            const err13 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data6.toolBytes !== void 0) {
          let data7 = data6.toolBytes;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
            const err14 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (typeof data7 == "number") {
            if (data7 < 0 || isNaN(data7)) {
              const err15 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
        }
        if (data6.toolTokens !== void 0) {
          let data8 = data6.toolTokens;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)))) {
            const err16 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (typeof data8 == "number") {
            if (data8 < 0 || isNaN(data8)) {
              const err17 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data6.totalBytes !== void 0) {
          let data9 = data6.totalBytes;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)))) {
            const err18 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data9 == "number") {
            if (data9 < 0 || isNaN(data9)) {
              const err19 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        if (data6.totalTokens !== void 0) {
          let data10 = data6.totalTokens;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
            const err20 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data10 == "number") {
            if (data10 < 0 || isNaN(data10)) {
              const err21 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data6.promptBytes !== void 0) {
          let data11 = data6.promptBytes;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
            const err22 = { instancePath: instancePath + "/limits/promptBytes", schemaPath: "#/definitions/limits/properties/promptBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data11 == "number") {
            if (data11 < 0 || isNaN(data11)) {
              const err23 = { instancePath: instancePath + "/limits/promptBytes", schemaPath: "#/definitions/limits/properties/promptBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        }
        if (data6.promptTokens !== void 0) {
          let data12 = data6.promptTokens;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
            const err24 = { instancePath: instancePath + "/limits/promptTokens", schemaPath: "#/definitions/limits/properties/promptTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data12 == "number") {
            if (data12 < 0 || isNaN(data12)) {
              const err25 = { instancePath: instancePath + "/limits/promptTokens", schemaPath: "#/definitions/limits/properties/promptTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data6.skillBytes !== void 0) {
          let data13 = data6.skillBytes;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
            const err26 = { instancePath: instancePath + "/limits/skillBytes", schemaPath: "#/definitions/limits/properties/skillBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data13 == "number") {
            if (data13 < 0 || isNaN(data13)) {
              const err27 = { instancePath: instancePath + "/limits/skillBytes", schemaPath: "#/definitions/limits/properties/skillBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data6.skillTokens !== void 0) {
          let data14 = data6.skillTokens;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
            const err28 = { instancePath: instancePath + "/limits/skillTokens", schemaPath: "#/definitions/limits/properties/skillTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data14 == "number") {
            if (data14 < 0 || isNaN(data14)) {
              const err29 = { instancePath: instancePath + "/limits/skillTokens", schemaPath: "#/definitions/limits/properties/skillTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        }
        if (data6.resourceBytes !== void 0) {
          let data15 = data6.resourceBytes;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
            const err30 = { instancePath: instancePath + "/limits/resourceBytes", schemaPath: "#/definitions/limits/properties/resourceBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          if (typeof data15 == "number") {
            if (data15 < 0 || isNaN(data15)) {
              const err31 = { instancePath: instancePath + "/limits/resourceBytes", schemaPath: "#/definitions/limits/properties/resourceBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
        if (data6.resourceTokens !== void 0) {
          let data16 = data6.resourceTokens;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)))) {
            const err32 = { instancePath: instancePath + "/limits/resourceTokens", schemaPath: "#/definitions/limits/properties/resourceTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
          if (typeof data16 == "number") {
            if (data16 < 0 || isNaN(data16)) {
              const err33 = { instancePath: instancePath + "/limits/resourceTokens", schemaPath: "#/definitions/limits/properties/resourceTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data6.descriptionChars !== void 0) {
          let data17 = data6.descriptionChars;
          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)))) {
            const err34 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data17 == "number") {
            if (data17 < 0 || isNaN(data17)) {
              const err35 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
        }
        if (data6.nameChars !== void 0) {
          let data18 = data6.nameChars;
          if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
            const err36 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (typeof data18 == "number") {
            if (data18 < 1 || isNaN(data18)) {
              const err37 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
        }
        if (data6.toolCount !== void 0) {
          let data19 = data6.toolCount;
          if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
            const err38 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          if (typeof data19 == "number") {
            if (data19 < 0 || isNaN(data19)) {
              const err39 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data6.resultTokens !== void 0) {
          let data20 = data6.resultTokens;
          if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)))) {
            const err40 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data20 == "number") {
            if (data20 < 0 || isNaN(data20)) {
              const err41 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
        if (data6.resultBytes !== void 0) {
          let data21 = data6.resultBytes;
          if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)))) {
            const err42 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (typeof data21 == "number") {
            if (data21 < 0 || isNaN(data21)) {
              const err43 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
        }
        if (data6.sessionTokens !== void 0) {
          let data22 = data6.sessionTokens;
          if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)))) {
            const err44 = { instancePath: instancePath + "/limits/sessionTokens", schemaPath: "#/definitions/limits/properties/sessionTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
          if (typeof data22 == "number") {
            if (data22 < 0 || isNaN(data22)) {
              const err45 = { instancePath: instancePath + "/limits/sessionTokens", schemaPath: "#/definitions/limits/properties/sessionTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
      } else {
        const err46 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.oversized !== void 0) {
      let data23 = data.oversized;
      if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
        for (const key4 in data23) {
          const _errs56 = errors;
          if (typeof key4 === "string") {
            if (!pattern3.test(key4)) {
              const err47 = { instancePath: instancePath + "/oversized", schemaPath: "#/properties/oversized/propertyNames/pattern", keyword: "pattern", params: { pattern: "^(fixture:.+|session:.+|[^/]+/.+)$" }, message: 'must match pattern "^(fixture:.+|session:.+|[^/]+/.+)$"', propertyName: key4 };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
          var valid8 = _errs56 === errors;
          if (!valid8) {
            const err48 = { instancePath: instancePath + "/oversized", schemaPath: "#/properties/oversized/propertyNames", keyword: "propertyNames", params: { propertyName: key4 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        for (const key5 in data23) {
          let data24 = data23[key5];
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            if (Object.keys(data24).length < 1) {
              const err49 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/oversized/additionalProperties/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            for (const key6 in data24) {
              if (!(key6 === "bytes" || key6 === "tokens" || key6 === "chars")) {
                const err50 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/oversized/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data24.bytes !== void 0) {
              let data25 = data24.bytes;
              if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)))) {
                const err51 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/bytes", schemaPath: "#/properties/oversized/additionalProperties/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
              if (typeof data25 == "number") {
                if (data25 < 0 || isNaN(data25)) {
                  const err52 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/bytes", schemaPath: "#/properties/oversized/additionalProperties/properties/bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              }
            }
            if (data24.tokens !== void 0) {
              let data26 = data24.tokens;
              if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)))) {
                const err53 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/tokens", schemaPath: "#/properties/oversized/additionalProperties/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
              if (typeof data26 == "number") {
                if (data26 < 0 || isNaN(data26)) {
                  const err54 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/tokens", schemaPath: "#/properties/oversized/additionalProperties/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
            }
            if (data24.chars !== void 0) {
              let data27 = data24.chars;
              if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)))) {
                const err55 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/chars", schemaPath: "#/properties/oversized/additionalProperties/properties/chars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
              if (typeof data27 == "number") {
                if (data27 < 0 || isNaN(data27)) {
                  const err56 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/chars", schemaPath: "#/properties/oversized/additionalProperties/properties/chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err57 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/oversized/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
      } else {
        const err58 = { instancePath: instancePath + "/oversized", schemaPath: "#/properties/oversized/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.fixtures !== void 0) {
      let data28 = data.fixtures;
      if (Array.isArray(data28)) {
        const len1 = data28.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data29 = data28[i1];
          const _errs72 = errors;
          let valid14 = false;
          let passing1 = null;
          const _errs73 = errors;
          if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
            if (data29.tool === void 0) {
              const err59 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/oneOf/0/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          var _valid1 = _errs73 === errors;
          if (_valid1) {
            valid14 = true;
            passing1 = 0;
          }
          const _errs74 = errors;
          if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
            if (data29.prompt === void 0) {
              const err60 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/oneOf/1/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          }
          var _valid1 = _errs74 === errors;
          if (_valid1 && valid14) {
            valid14 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid1) {
              valid14 = true;
              passing1 = 1;
            }
            const _errs75 = errors;
            if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
              if (data29.resource === void 0) {
                const err61 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/oneOf/2/required", keyword: "required", params: { missingProperty: "resource" }, message: "must have required property 'resource'" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
            var _valid1 = _errs75 === errors;
            if (_valid1 && valid14) {
              valid14 = false;
              passing1 = [passing1, 2];
            } else {
              if (_valid1) {
                valid14 = true;
                passing1 = 2;
              }
            }
          }
          if (!valid14) {
            const err62 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          } else {
            errors = _errs72;
            if (vErrors !== null) {
              if (_errs72) {
                vErrors.length = _errs72;
              } else {
                vErrors = null;
              }
            }
          }
          if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
            if (data29.name === void 0) {
              const err63 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
            if (data29.server === void 0) {
              const err64 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/required", keyword: "required", params: { missingProperty: "server" }, message: "must have required property 'server'" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            for (const key7 in data29) {
              if (!func2.call(schema18.properties, key7)) {
                const err65 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
            if (data29.name !== void 0) {
              let data30 = data29.name;
              if (typeof data30 === "string") {
                if (!pattern4.test(data30)) {
                  const err66 = { instancePath: instancePath + "/fixtures/" + i1 + "/name", schemaPath: "#/definitions/fixture/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.:-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.:-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err66];
                  } else {
                    vErrors.push(err66);
                  }
                  errors++;
                }
              } else {
                const err67 = { instancePath: instancePath + "/fixtures/" + i1 + "/name", schemaPath: "#/definitions/fixture/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
            if (data29.server !== void 0) {
              if (typeof data29.server !== "string") {
                const err68 = { instancePath: instancePath + "/fixtures/" + i1 + "/server", schemaPath: "#/definitions/fixture/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data29.tool !== void 0) {
              if (typeof data29.tool !== "string") {
                const err69 = { instancePath: instancePath + "/fixtures/" + i1 + "/tool", schemaPath: "#/definitions/fixture/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data29.prompt !== void 0) {
              if (typeof data29.prompt !== "string") {
                const err70 = { instancePath: instancePath + "/fixtures/" + i1 + "/prompt", schemaPath: "#/definitions/fixture/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
            }
            if (data29.resource !== void 0) {
              if (typeof data29.resource !== "string") {
                const err71 = { instancePath: instancePath + "/fixtures/" + i1 + "/resource", schemaPath: "#/definitions/fixture/properties/resource/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
            if (data29.arguments !== void 0) {
              let data35 = data29.arguments;
              if (!(data35 && typeof data35 == "object" && !Array.isArray(data35))) {
                const err72 = { instancePath: instancePath + "/fixtures/" + i1 + "/arguments", schemaPath: "#/definitions/fixture/properties/arguments/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data29.maxTokens !== void 0) {
              let data36 = data29.maxTokens;
              if (!(typeof data36 == "number" && (!(data36 % 1) && !isNaN(data36)))) {
                const err73 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxTokens", schemaPath: "#/definitions/fixture/properties/maxTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
              if (typeof data36 == "number") {
                if (data36 < 0 || isNaN(data36)) {
                  const err74 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxTokens", schemaPath: "#/definitions/fixture/properties/maxTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
              }
            }
            if (data29.maxBytes !== void 0) {
              let data37 = data29.maxBytes;
              if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)))) {
                const err75 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxBytes", schemaPath: "#/definitions/fixture/properties/maxBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
              if (typeof data37 == "number") {
                if (data37 < 0 || isNaN(data37)) {
                  const err76 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxBytes", schemaPath: "#/definitions/fixture/properties/maxBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
              }
            }
            if (data29.runs !== void 0) {
              let data38 = data29.runs;
              if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)))) {
                const err77 = { instancePath: instancePath + "/fixtures/" + i1 + "/runs", schemaPath: "#/definitions/fixture/properties/runs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
              if (typeof data38 == "number") {
                if (data38 > 20 || isNaN(data38)) {
                  const err78 = { instancePath: instancePath + "/fixtures/" + i1 + "/runs", schemaPath: "#/definitions/fixture/properties/runs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
                if (data38 < 1 || isNaN(data38)) {
                  const err79 = { instancePath: instancePath + "/fixtures/" + i1 + "/runs", schemaPath: "#/definitions/fixture/properties/runs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
              }
            }
            if (data29.inputResponses !== void 0) {
              let data39 = data29.inputResponses;
              if (!(data39 && typeof data39 == "object" && !Array.isArray(data39))) {
                const err80 = { instancePath: instancePath + "/fixtures/" + i1 + "/inputResponses", schemaPath: "#/definitions/fixture/properties/inputResponses/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data29.normalize !== void 0) {
              let data40 = data29.normalize;
              if (Array.isArray(data40)) {
                const len2 = data40.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data41 = data40[i2];
                  if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                    if (data41.pattern === void 0) {
                      const err81 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2, schemaPath: "#/definitions/fixture/properties/normalize/items/required", keyword: "required", params: { missingProperty: "pattern" }, message: "must have required property 'pattern'" };
                      if (vErrors === null) {
                        vErrors = [err81];
                      } else {
                        vErrors.push(err81);
                      }
                      errors++;
                    }
                    for (const key8 in data41) {
                      if (!(key8 === "pattern" || key8 === "flags" || key8 === "replacement")) {
                        const err82 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2, schemaPath: "#/definitions/fixture/properties/normalize/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err82];
                        } else {
                          vErrors.push(err82);
                        }
                        errors++;
                      }
                    }
                    if (data41.pattern !== void 0) {
                      if (typeof data41.pattern !== "string") {
                        const err83 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/pattern", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err83];
                        } else {
                          vErrors.push(err83);
                        }
                        errors++;
                      }
                    }
                    if (data41.flags !== void 0) {
                      let data43 = data41.flags;
                      if (typeof data43 === "string") {
                        if (!pattern5.test(data43)) {
                          const err84 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/flags", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/flags/pattern", keyword: "pattern", params: { pattern: "^[imsu]*$" }, message: 'must match pattern "^[imsu]*$"' };
                          if (vErrors === null) {
                            vErrors = [err84];
                          } else {
                            vErrors.push(err84);
                          }
                          errors++;
                        }
                      } else {
                        const err85 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/flags", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/flags/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err85];
                        } else {
                          vErrors.push(err85);
                        }
                        errors++;
                      }
                    }
                    if (data41.replacement !== void 0) {
                      if (typeof data41.replacement !== "string") {
                        const err86 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/replacement", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/replacement/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err86];
                        } else {
                          vErrors.push(err86);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err87 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2, schemaPath: "#/definitions/fixture/properties/normalize/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err87];
                    } else {
                      vErrors.push(err87);
                    }
                    errors++;
                  }
                }
              } else {
                const err88 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize", schemaPath: "#/definitions/fixture/properties/normalize/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
            }
            if (data29.paginate !== void 0) {
              let data45 = data29.paginate;
              if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                if (data45.cursorArgument === void 0) {
                  const err89 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/required", keyword: "required", params: { missingProperty: "cursorArgument" }, message: "must have required property 'cursorArgument'" };
                  if (vErrors === null) {
                    vErrors = [err89];
                  } else {
                    vErrors.push(err89);
                  }
                  errors++;
                }
                if (data45.nextCursor === void 0) {
                  const err90 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/required", keyword: "required", params: { missingProperty: "nextCursor" }, message: "must have required property 'nextCursor'" };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
                for (const key9 in data45) {
                  if (!(key9 === "cursorArgument" || key9 === "nextCursor" || key9 === "items" || key9 === "key" || key9 === "total" || key9 === "hasMore" || key9 === "maxPages")) {
                    const err91 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err91];
                    } else {
                      vErrors.push(err91);
                    }
                    errors++;
                  }
                }
                if (data45.cursorArgument !== void 0) {
                  if (typeof data45.cursorArgument !== "string") {
                    const err92 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/cursorArgument", schemaPath: "#/definitions/fixture/properties/paginate/properties/cursorArgument/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err92];
                    } else {
                      vErrors.push(err92);
                    }
                    errors++;
                  }
                }
                if (data45.nextCursor !== void 0) {
                  if (typeof data45.nextCursor !== "string") {
                    const err93 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/nextCursor", schemaPath: "#/definitions/fixture/properties/paginate/properties/nextCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err93];
                    } else {
                      vErrors.push(err93);
                    }
                    errors++;
                  }
                }
                if (data45.items !== void 0) {
                  if (typeof data45.items !== "string") {
                    const err94 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/items", schemaPath: "#/definitions/fixture/properties/paginate/properties/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err94];
                    } else {
                      vErrors.push(err94);
                    }
                    errors++;
                  }
                }
                if (data45.key !== void 0) {
                  if (typeof data45.key !== "string") {
                    const err95 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/key", schemaPath: "#/definitions/fixture/properties/paginate/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err95];
                    } else {
                      vErrors.push(err95);
                    }
                    errors++;
                  }
                }
                if (data45.total !== void 0) {
                  if (typeof data45.total !== "string") {
                    const err96 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/total", schemaPath: "#/definitions/fixture/properties/paginate/properties/total/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                }
                if (data45.hasMore !== void 0) {
                  if (typeof data45.hasMore !== "string") {
                    const err97 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/hasMore", schemaPath: "#/definitions/fixture/properties/paginate/properties/hasMore/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err97];
                    } else {
                      vErrors.push(err97);
                    }
                    errors++;
                  }
                }
                if (data45.maxPages !== void 0) {
                  let data52 = data45.maxPages;
                  if (!(typeof data52 == "number" && (!(data52 % 1) && !isNaN(data52)))) {
                    const err98 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/maxPages", schemaPath: "#/definitions/fixture/properties/paginate/properties/maxPages/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err98];
                    } else {
                      vErrors.push(err98);
                    }
                    errors++;
                  }
                  if (typeof data52 == "number") {
                    if (data52 < 1 || isNaN(data52)) {
                      const err99 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/maxPages", schemaPath: "#/definitions/fixture/properties/paginate/properties/maxPages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                      if (vErrors === null) {
                        vErrors = [err99];
                      } else {
                        vErrors.push(err99);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err100 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data29.expect !== void 0) {
              let data53 = data29.expect;
              if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                for (const key10 in data53) {
                  if (!(key10 === "isError" || key10 === "textIncludes")) {
                    const err101 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect", schemaPath: "#/definitions/fixture/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err101];
                    } else {
                      vErrors.push(err101);
                    }
                    errors++;
                  }
                }
                if (data53.isError !== void 0) {
                  if (typeof data53.isError !== "boolean") {
                    const err102 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect/isError", schemaPath: "#/definitions/fixture/properties/expect/properties/isError/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err102];
                    } else {
                      vErrors.push(err102);
                    }
                    errors++;
                  }
                }
                if (data53.textIncludes !== void 0) {
                  if (typeof data53.textIncludes !== "string") {
                    const err103 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect/textIncludes", schemaPath: "#/definitions/fixture/properties/expect/properties/textIncludes/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err103];
                    } else {
                      vErrors.push(err103);
                    }
                    errors++;
                  }
                }
              } else {
                const err104 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect", schemaPath: "#/definitions/fixture/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err104];
                } else {
                  vErrors.push(err104);
                }
                errors++;
              }
            }
          } else {
            const err105 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
      } else {
        const err106 = { instancePath: instancePath + "/fixtures", schemaPath: "#/properties/fixtures/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      }
    }
    if (data.sessions !== void 0) {
      let data56 = data.sessions;
      if (Array.isArray(data56)) {
        const len3 = data56.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data57 = data56[i3];
          if (data57 && typeof data57 == "object" && !Array.isArray(data57)) {
            if (data57.name === void 0) {
              const err107 = { instancePath: instancePath + "/sessions/" + i3, schemaPath: "#/properties/sessions/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
              if (vErrors === null) {
                vErrors = [err107];
              } else {
                vErrors.push(err107);
              }
              errors++;
            }
            if (data57.steps === void 0) {
              const err108 = { instancePath: instancePath + "/sessions/" + i3, schemaPath: "#/properties/sessions/items/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property 'steps'" };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
            for (const key11 in data57) {
              if (!(key11 === "name" || key11 === "steps")) {
                const err109 = { instancePath: instancePath + "/sessions/" + i3, schemaPath: "#/properties/sessions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err109];
                } else {
                  vErrors.push(err109);
                }
                errors++;
              }
            }
            if (data57.name !== void 0) {
              let data58 = data57.name;
              if (typeof data58 === "string") {
                if (func3(data58) < 1) {
                  const err110 = { instancePath: instancePath + "/sessions/" + i3 + "/name", schemaPath: "#/properties/sessions/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
              } else {
                const err111 = { instancePath: instancePath + "/sessions/" + i3 + "/name", schemaPath: "#/properties/sessions/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
            if (data57.steps !== void 0) {
              let data59 = data57.steps;
              if (Array.isArray(data59)) {
                if (data59.length < 1) {
                  const err112 = { instancePath: instancePath + "/sessions/" + i3 + "/steps", schemaPath: "#/properties/sessions/items/properties/steps/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err112];
                  } else {
                    vErrors.push(err112);
                  }
                  errors++;
                }
                const len4 = data59.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  if (typeof data59[i4] !== "string") {
                    const err113 = { instancePath: instancePath + "/sessions/" + i3 + "/steps/" + i4, schemaPath: "#/properties/sessions/items/properties/steps/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err113];
                    } else {
                      vErrors.push(err113);
                    }
                    errors++;
                  }
                }
              } else {
                const err114 = { instancePath: instancePath + "/sessions/" + i3 + "/steps", schemaPath: "#/properties/sessions/items/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
          } else {
            const err115 = { instancePath: instancePath + "/sessions/" + i3, schemaPath: "#/properties/sessions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
      } else {
        const err116 = { instancePath: instancePath + "/sessions", schemaPath: "#/properties/sessions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err116];
        } else {
          vErrors.push(err116);
        }
        errors++;
      }
    }
    if (data.sandbox !== void 0) {
      let data61 = data.sandbox;
      if (data61 && typeof data61 == "object" && !Array.isArray(data61)) {
        for (const key12 in data61) {
          if (!(key12 === "network" || key12 === "passEnv" || key12 === "require" || key12 === "writable" || key12 === "readable")) {
            const err117 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
        if (data61.network !== void 0) {
          let data62 = data61.network;
          if (!(data62 === "none" || data62 === "host")) {
            const err118 = { instancePath: instancePath + "/sandbox/network", schemaPath: "#/definitions/sandbox/properties/network/enum", keyword: "enum", params: { allowedValues: schema14.properties.network.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
        if (data61.passEnv !== void 0) {
          let data63 = data61.passEnv;
          if (Array.isArray(data63)) {
            const len5 = data63.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data64 = data63[i5];
              if (typeof data64 === "string") {
                if (!pattern1.test(data64)) {
                  const err119 = { instancePath: instancePath + "/sandbox/passEnv/" + i5, schemaPath: "#/definitions/sandbox/properties/passEnv/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"' };
                  if (vErrors === null) {
                    vErrors = [err119];
                  } else {
                    vErrors.push(err119);
                  }
                  errors++;
                }
              } else {
                const err120 = { instancePath: instancePath + "/sandbox/passEnv/" + i5, schemaPath: "#/definitions/sandbox/properties/passEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
            }
          } else {
            const err121 = { instancePath: instancePath + "/sandbox/passEnv", schemaPath: "#/definitions/sandbox/properties/passEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
        }
        if (data61.require !== void 0) {
          if (typeof data61.require !== "boolean") {
            const err122 = { instancePath: instancePath + "/sandbox/require", schemaPath: "#/definitions/sandbox/properties/require/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
        }
        if (data61.writable !== void 0) {
          let data66 = data61.writable;
          if (Array.isArray(data66)) {
            const len6 = data66.length;
            for (let i6 = 0; i6 < len6; i6++) {
              let data67 = data66[i6];
              if (typeof data67 === "string") {
                if (func3(data67) < 1) {
                  const err123 = { instancePath: instancePath + "/sandbox/writable/" + i6, schemaPath: "#/definitions/sandbox/properties/writable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err123];
                  } else {
                    vErrors.push(err123);
                  }
                  errors++;
                }
              } else {
                const err124 = { instancePath: instancePath + "/sandbox/writable/" + i6, schemaPath: "#/definitions/sandbox/properties/writable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err124];
                } else {
                  vErrors.push(err124);
                }
                errors++;
              }
            }
          } else {
            const err125 = { instancePath: instancePath + "/sandbox/writable", schemaPath: "#/definitions/sandbox/properties/writable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        if (data61.readable !== void 0) {
          let data68 = data61.readable;
          if (Array.isArray(data68)) {
            const len7 = data68.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data69 = data68[i7];
              if (typeof data69 === "string") {
                if (func3(data69) < 1) {
                  const err126 = { instancePath: instancePath + "/sandbox/readable/" + i7, schemaPath: "#/definitions/sandbox/properties/readable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err126];
                  } else {
                    vErrors.push(err126);
                  }
                  errors++;
                }
              } else {
                const err127 = { instancePath: instancePath + "/sandbox/readable/" + i7, schemaPath: "#/definitions/sandbox/properties/readable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
          } else {
            const err128 = { instancePath: instancePath + "/sandbox/readable", schemaPath: "#/definitions/sandbox/properties/readable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
      } else {
        const err129 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err129];
        } else {
          vErrors.push(err129);
        }
        errors++;
      }
    }
    if (data.timeouts !== void 0) {
      let data70 = data.timeouts;
      if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
        for (const key13 in data70) {
          if (!(key13 === "startupMs" || key13 === "requestMs" || key13 === "totalMs")) {
            const err130 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err130];
            } else {
              vErrors.push(err130);
            }
            errors++;
          }
        }
        if (data70.startupMs !== void 0) {
          let data71 = data70.startupMs;
          if (!(typeof data71 == "number" && (!(data71 % 1) && !isNaN(data71)))) {
            const err131 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
          if (typeof data71 == "number") {
            if (data71 < 1 || isNaN(data71)) {
              const err132 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err132];
              } else {
                vErrors.push(err132);
              }
              errors++;
            }
          }
        }
        if (data70.requestMs !== void 0) {
          let data72 = data70.requestMs;
          if (!(typeof data72 == "number" && (!(data72 % 1) && !isNaN(data72)))) {
            const err133 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err133];
            } else {
              vErrors.push(err133);
            }
            errors++;
          }
          if (typeof data72 == "number") {
            if (data72 < 1 || isNaN(data72)) {
              const err134 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err134];
              } else {
                vErrors.push(err134);
              }
              errors++;
            }
          }
        }
        if (data70.totalMs !== void 0) {
          let data73 = data70.totalMs;
          if (!(typeof data73 == "number" && (!(data73 % 1) && !isNaN(data73)))) {
            const err135 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
          if (typeof data73 == "number") {
            if (data73 < 1 || isNaN(data73)) {
              const err136 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err136];
              } else {
                vErrors.push(err136);
              }
              errors++;
            }
          }
        }
      } else {
        const err137 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err137];
        } else {
          vErrors.push(err137);
        }
        errors++;
      }
    }
    if (data.clientCapabilities !== void 0) {
      let data74 = data.clientCapabilities;
      if (!(data74 && typeof data74 == "object" && !Array.isArray(data74))) {
        const err138 = { instancePath: instancePath + "/clientCapabilities", schemaPath: "#/definitions/clientCapabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err138];
        } else {
          vErrors.push(err138);
        }
        errors++;
      }
    }
    if (data.era !== void 0) {
      let data75 = data.era;
      if (!(data75 === "newest" || data75 === "modern" || data75 === "legacy")) {
        const err139 = { instancePath: instancePath + "/era", schemaPath: "#/properties/era/enum", keyword: "enum", params: { allowedValues: schema11.properties.era.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.hostToolName !== void 0) {
      if (typeof data.hostToolName !== "string") {
        const err140 = { instancePath: instancePath + "/hostToolName", schemaPath: "#/properties/hostToolName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err140];
        } else {
          vErrors.push(err140);
        }
        errors++;
      }
    }
    if (data.hosts !== void 0) {
      let data77 = data.hosts;
      if (Array.isArray(data77)) {
        const len8 = data77.length;
        for (let i8 = 0; i8 < len8; i8++) {
          let data78 = data77[i8];
          const _errs181 = errors;
          let valid39 = false;
          const _errs182 = errors;
          if (!(data78 === "anthropic-api" || data78 === "claude-code" || data78 === "claude-desktop" || data78 === "codex" || data78 === "copilot-cli" || data78 === "copilot-jetbrains" || data78 === "cursor" || data78 === "gemini-cli" || data78 === "openai-api" || data78 === "opencode" || data78 === "qwen-code" || data78 === "vscode-copilot")) {
            const err141 = { instancePath: instancePath + "/hosts/" + i8, schemaPath: "#/properties/hosts/items/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.hosts.items.anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err141];
            } else {
              vErrors.push(err141);
            }
            errors++;
          }
          var _valid2 = _errs182 === errors;
          valid39 = valid39 || _valid2;
          if (!valid39) {
            const _errs183 = errors;
            if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
              if (data78.host === void 0) {
                const err142 = { instancePath: instancePath + "/hosts/" + i8, schemaPath: "#/properties/hosts/items/anyOf/1/required", keyword: "required", params: { missingProperty: "host" }, message: "must have required property 'host'" };
                if (vErrors === null) {
                  vErrors = [err142];
                } else {
                  vErrors.push(err142);
                }
                errors++;
              }
              if (data78.model === void 0) {
                const err143 = { instancePath: instancePath + "/hosts/" + i8, schemaPath: "#/properties/hosts/items/anyOf/1/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'" };
                if (vErrors === null) {
                  vErrors = [err143];
                } else {
                  vErrors.push(err143);
                }
                errors++;
              }
              for (const key14 in data78) {
                if (!(key14 === "host" || key14 === "model")) {
                  const err144 = { instancePath: instancePath + "/hosts/" + i8, schemaPath: "#/properties/hosts/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err144];
                  } else {
                    vErrors.push(err144);
                  }
                  errors++;
                }
              }
              if (data78.host !== void 0) {
                let data79 = data78.host;
                if (!(data79 === "anthropic-api" || data79 === "claude-code" || data79 === "claude-desktop" || data79 === "codex" || data79 === "copilot-cli" || data79 === "copilot-jetbrains" || data79 === "cursor" || data79 === "gemini-cli" || data79 === "openai-api" || data79 === "opencode" || data79 === "qwen-code" || data79 === "vscode-copilot")) {
                  const err145 = { instancePath: instancePath + "/hosts/" + i8 + "/host", schemaPath: "#/properties/hosts/items/anyOf/1/properties/host/enum", keyword: "enum", params: { allowedValues: schema11.properties.hosts.items.anyOf[1].properties.host.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err145];
                  } else {
                    vErrors.push(err145);
                  }
                  errors++;
                }
              }
              if (data78.model !== void 0) {
                let data80 = data78.model;
                if (typeof data80 === "string") {
                  if (!pattern7.test(data80)) {
                    const err146 = { instancePath: instancePath + "/hosts/" + i8 + "/model", schemaPath: "#/properties/hosts/items/anyOf/1/properties/model/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$"' };
                    if (vErrors === null) {
                      vErrors = [err146];
                    } else {
                      vErrors.push(err146);
                    }
                    errors++;
                  }
                } else {
                  const err147 = { instancePath: instancePath + "/hosts/" + i8 + "/model", schemaPath: "#/properties/hosts/items/anyOf/1/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err147];
                  } else {
                    vErrors.push(err147);
                  }
                  errors++;
                }
              }
            } else {
              const err148 = { instancePath: instancePath + "/hosts/" + i8, schemaPath: "#/properties/hosts/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err148];
              } else {
                vErrors.push(err148);
              }
              errors++;
            }
            var _valid2 = _errs183 === errors;
            valid39 = valid39 || _valid2;
          }
          if (!valid39) {
            const err149 = { instancePath: instancePath + "/hosts/" + i8, schemaPath: "#/properties/hosts/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err149];
            } else {
              vErrors.push(err149);
            }
            errors++;
          } else {
            errors = _errs181;
            if (vErrors !== null) {
              if (_errs181) {
                vErrors.length = _errs181;
              } else {
                vErrors = null;
              }
            }
          }
        }
        let i9 = data77.length;
        let j0;
        if (i9 > 1) {
          outer0:
            for (; i9--; ) {
              for (j0 = i9; j0--; ) {
                if (func0(data77[i9], data77[j0])) {
                  const err150 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/uniqueItems", keyword: "uniqueItems", params: { i: i9, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i9 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err150];
                  } else {
                    vErrors.push(err150);
                  }
                  errors++;
                  break outer0;
                }
              }
            }
        }
      } else {
        const err151 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err151];
        } else {
          vErrors.push(err151);
        }
        errors++;
      }
    }
    if (data.hostLimits !== void 0) {
      let data81 = data.hostLimits;
      if (data81 && typeof data81 == "object" && !Array.isArray(data81)) {
        for (const key15 in data81) {
          const _errs191 = errors;
          if (!(key15 === "anthropic-api" || key15 === "claude-code" || key15 === "claude-desktop" || key15 === "codex" || key15 === "copilot-cli" || key15 === "copilot-jetbrains" || key15 === "cursor" || key15 === "gemini-cli" || key15 === "openai-api" || key15 === "opencode" || key15 === "qwen-code" || key15 === "vscode-copilot")) {
            const err152 = { instancePath: instancePath + "/hostLimits", schemaPath: "#/properties/hostLimits/propertyNames/enum", keyword: "enum", params: { allowedValues: schema11.properties.hostLimits.propertyNames.enum }, message: "must be equal to one of the allowed values", propertyName: key15 };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
          var valid42 = _errs191 === errors;
          if (!valid42) {
            const err153 = { instancePath: instancePath + "/hostLimits", schemaPath: "#/properties/hostLimits/propertyNames", keyword: "propertyNames", params: { propertyName: key15 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
        }
        for (const key16 in data81) {
          let data82 = data81[key16];
          if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
            for (const key17 in data82) {
              if (!(key17 === "sessionStartTokens" || key17 === "toolTokens" || key17 === "resultTokens" || key17 === "reservedTools" || key17 === "startupWaitMs")) {
                const err154 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hostLimits/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err154];
                } else {
                  vErrors.push(err154);
                }
                errors++;
              }
            }
            if (data82.sessionStartTokens !== void 0) {
              let data83 = data82.sessionStartTokens;
              if (!(typeof data83 == "number" && (!(data83 % 1) && !isNaN(data83)))) {
                const err155 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/sessionStartTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/sessionStartTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err155];
                } else {
                  vErrors.push(err155);
                }
                errors++;
              }
              if (typeof data83 == "number") {
                if (data83 < 0 || isNaN(data83)) {
                  const err156 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/sessionStartTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/sessionStartTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err156];
                  } else {
                    vErrors.push(err156);
                  }
                  errors++;
                }
              }
            }
            if (data82.toolTokens !== void 0) {
              let data84 = data82.toolTokens;
              if (!(typeof data84 == "number" && (!(data84 % 1) && !isNaN(data84)))) {
                const err157 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/toolTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err157];
                } else {
                  vErrors.push(err157);
                }
                errors++;
              }
              if (typeof data84 == "number") {
                if (data84 < 0 || isNaN(data84)) {
                  const err158 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/toolTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err158];
                  } else {
                    vErrors.push(err158);
                  }
                  errors++;
                }
              }
            }
            if (data82.resultTokens !== void 0) {
              let data85 = data82.resultTokens;
              if (!(typeof data85 == "number" && (!(data85 % 1) && !isNaN(data85)))) {
                const err159 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/resultTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/resultTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err159];
                } else {
                  vErrors.push(err159);
                }
                errors++;
              }
              if (typeof data85 == "number") {
                if (data85 < 0 || isNaN(data85)) {
                  const err160 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/resultTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/resultTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err160];
                  } else {
                    vErrors.push(err160);
                  }
                  errors++;
                }
              }
            }
            if (data82.reservedTools !== void 0) {
              let data86 = data82.reservedTools;
              if (!(typeof data86 == "number" && (!(data86 % 1) && !isNaN(data86)))) {
                const err161 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/reservedTools", schemaPath: "#/properties/hostLimits/additionalProperties/properties/reservedTools/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err161];
                } else {
                  vErrors.push(err161);
                }
                errors++;
              }
              if (typeof data86 == "number") {
                if (data86 < 0 || isNaN(data86)) {
                  const err162 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/reservedTools", schemaPath: "#/properties/hostLimits/additionalProperties/properties/reservedTools/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err162];
                  } else {
                    vErrors.push(err162);
                  }
                  errors++;
                }
              }
            }
            if (data82.startupWaitMs !== void 0) {
              let data87 = data82.startupWaitMs;
              if (!(typeof data87 == "number" && (!(data87 % 1) && !isNaN(data87)))) {
                const err163 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/startupWaitMs", schemaPath: "#/properties/hostLimits/additionalProperties/properties/startupWaitMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err163];
                } else {
                  vErrors.push(err163);
                }
                errors++;
              }
              if (typeof data87 == "number") {
                if (data87 < 0 || isNaN(data87)) {
                  const err164 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/startupWaitMs", schemaPath: "#/properties/hostLimits/additionalProperties/properties/startupWaitMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err164];
                  } else {
                    vErrors.push(err164);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err165 = { instancePath: instancePath + "/hostLimits/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hostLimits/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err165];
            } else {
              vErrors.push(err165);
            }
            errors++;
          }
        }
      } else {
        const err166 = { instancePath: instancePath + "/hostLimits", schemaPath: "#/properties/hostLimits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err166];
        } else {
          vErrors.push(err166);
        }
        errors++;
      }
    }
    if (data.stability !== void 0) {
      let data88 = data.stability;
      if (data88 && typeof data88 == "object" && !Array.isArray(data88)) {
        for (const key18 in data88) {
          if (!(key18 === "toolsList" || key18 === "restart" || key18 === "capabilities")) {
            const err167 = { instancePath: instancePath + "/stability", schemaPath: "#/properties/stability/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
        if (data88.toolsList !== void 0) {
          let data89 = data88.toolsList;
          if (!(data89 === "warning" || data89 === "error")) {
            const err168 = { instancePath: instancePath + "/stability/toolsList", schemaPath: "#/properties/stability/properties/toolsList/enum", keyword: "enum", params: { allowedValues: schema11.properties.stability.properties.toolsList.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err168];
            } else {
              vErrors.push(err168);
            }
            errors++;
          }
        }
        if (data88.restart !== void 0) {
          if (typeof data88.restart !== "boolean") {
            const err169 = { instancePath: instancePath + "/stability/restart", schemaPath: "#/properties/stability/properties/restart/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err169];
            } else {
              vErrors.push(err169);
            }
            errors++;
          }
        }
        if (data88.capabilities !== void 0) {
          if (typeof data88.capabilities !== "boolean") {
            const err170 = { instancePath: instancePath + "/stability/capabilities", schemaPath: "#/properties/stability/properties/capabilities/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err170];
            } else {
              vErrors.push(err170);
            }
            errors++;
          }
        }
      } else {
        const err171 = { instancePath: instancePath + "/stability", schemaPath: "#/properties/stability/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err171];
        } else {
          vErrors.push(err171);
        }
        errors++;
      }
    }
    if (data.breakingChanges !== void 0) {
      let data92 = data.breakingChanges;
      if (!(data92 === "error" || data92 === "warning" || data92 === "off")) {
        const err172 = { instancePath: instancePath + "/breakingChanges", schemaPath: "#/properties/breakingChanges/enum", keyword: "enum", params: { allowedValues: schema11.properties.breakingChanges.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err172];
        } else {
          vErrors.push(err172);
        }
        errors++;
      }
    }
    if (data.growth !== void 0) {
      let data93 = data.growth;
      if (data93 && typeof data93 == "object" && !Array.isArray(data93)) {
        for (const key19 in data93) {
          if (!(key19 === "toolPercent" || key19 === "toolBytes" || key19 === "toolTokens" || key19 === "totalPercent" || key19 === "totalBytes" || key19 === "totalTokens" || key19 === "unmeasuredBase")) {
            const err173 = { instancePath: instancePath + "/growth", schemaPath: "#/properties/growth/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
        if (data93.toolPercent !== void 0) {
          let data94 = data93.toolPercent;
          if (typeof data94 == "number") {
            if (data94 < 0 || isNaN(data94)) {
              const err174 = { instancePath: instancePath + "/growth/toolPercent", schemaPath: "#/properties/growth/properties/toolPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err174];
              } else {
                vErrors.push(err174);
              }
              errors++;
            }
          } else {
            const err175 = { instancePath: instancePath + "/growth/toolPercent", schemaPath: "#/properties/growth/properties/toolPercent/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err175];
            } else {
              vErrors.push(err175);
            }
            errors++;
          }
        }
        if (data93.toolBytes !== void 0) {
          let data95 = data93.toolBytes;
          if (!(typeof data95 == "number" && (!(data95 % 1) && !isNaN(data95)))) {
            const err176 = { instancePath: instancePath + "/growth/toolBytes", schemaPath: "#/properties/growth/properties/toolBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err176];
            } else {
              vErrors.push(err176);
            }
            errors++;
          }
          if (typeof data95 == "number") {
            if (data95 < 0 || isNaN(data95)) {
              const err177 = { instancePath: instancePath + "/growth/toolBytes", schemaPath: "#/properties/growth/properties/toolBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err177];
              } else {
                vErrors.push(err177);
              }
              errors++;
            }
          }
        }
        if (data93.toolTokens !== void 0) {
          let data96 = data93.toolTokens;
          if (!(typeof data96 == "number" && (!(data96 % 1) && !isNaN(data96)))) {
            const err178 = { instancePath: instancePath + "/growth/toolTokens", schemaPath: "#/properties/growth/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
          if (typeof data96 == "number") {
            if (data96 < 0 || isNaN(data96)) {
              const err179 = { instancePath: instancePath + "/growth/toolTokens", schemaPath: "#/properties/growth/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err179];
              } else {
                vErrors.push(err179);
              }
              errors++;
            }
          }
        }
        if (data93.totalPercent !== void 0) {
          let data97 = data93.totalPercent;
          if (typeof data97 == "number") {
            if (data97 < 0 || isNaN(data97)) {
              const err180 = { instancePath: instancePath + "/growth/totalPercent", schemaPath: "#/properties/growth/properties/totalPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err180];
              } else {
                vErrors.push(err180);
              }
              errors++;
            }
          } else {
            const err181 = { instancePath: instancePath + "/growth/totalPercent", schemaPath: "#/properties/growth/properties/totalPercent/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
        if (data93.totalBytes !== void 0) {
          let data98 = data93.totalBytes;
          if (!(typeof data98 == "number" && (!(data98 % 1) && !isNaN(data98)))) {
            const err182 = { instancePath: instancePath + "/growth/totalBytes", schemaPath: "#/properties/growth/properties/totalBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err182];
            } else {
              vErrors.push(err182);
            }
            errors++;
          }
          if (typeof data98 == "number") {
            if (data98 < 0 || isNaN(data98)) {
              const err183 = { instancePath: instancePath + "/growth/totalBytes", schemaPath: "#/properties/growth/properties/totalBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err183];
              } else {
                vErrors.push(err183);
              }
              errors++;
            }
          }
        }
        if (data93.totalTokens !== void 0) {
          let data99 = data93.totalTokens;
          if (!(typeof data99 == "number" && (!(data99 % 1) && !isNaN(data99)))) {
            const err184 = { instancePath: instancePath + "/growth/totalTokens", schemaPath: "#/properties/growth/properties/totalTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err184];
            } else {
              vErrors.push(err184);
            }
            errors++;
          }
          if (typeof data99 == "number") {
            if (data99 < 0 || isNaN(data99)) {
              const err185 = { instancePath: instancePath + "/growth/totalTokens", schemaPath: "#/properties/growth/properties/totalTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err185];
              } else {
                vErrors.push(err185);
              }
              errors++;
            }
          }
        }
        if (data93.unmeasuredBase !== void 0) {
          let data100 = data93.unmeasuredBase;
          if (!(data100 === "error" || data100 === "warning")) {
            const err186 = { instancePath: instancePath + "/growth/unmeasuredBase", schemaPath: "#/properties/growth/properties/unmeasuredBase/enum", keyword: "enum", params: { allowedValues: schema11.properties.growth.properties.unmeasuredBase.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err186];
            } else {
              vErrors.push(err186);
            }
            errors++;
          }
        }
      } else {
        const err187 = { instancePath: instancePath + "/growth", schemaPath: "#/properties/growth/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err187];
        } else {
          vErrors.push(err187);
        }
        errors++;
      }
    }
    if (data.explore !== void 0) {
      let data101 = data.explore;
      if (data101 && typeof data101 == "object" && !Array.isArray(data101)) {
        for (const key20 in data101) {
          if (!(key20 === "allow" || key20 === "maxStringLength" || key20 === "maxArrayItems")) {
            const err188 = { instancePath: instancePath + "/explore", schemaPath: "#/properties/explore/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key20 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err188];
            } else {
              vErrors.push(err188);
            }
            errors++;
          }
        }
        if (data101.allow !== void 0) {
          let data102 = data101.allow;
          if (Array.isArray(data102)) {
            const len9 = data102.length;
            for (let i10 = 0; i10 < len9; i10++) {
              let data103 = data102[i10];
              if (typeof data103 === "string") {
                if (!pattern8.test(data103)) {
                  const err189 = { instancePath: instancePath + "/explore/allow/" + i10, schemaPath: "#/properties/explore/properties/allow/items/pattern", keyword: "pattern", params: { pattern: "^[^/]+/.+$" }, message: 'must match pattern "^[^/]+/.+$"' };
                  if (vErrors === null) {
                    vErrors = [err189];
                  } else {
                    vErrors.push(err189);
                  }
                  errors++;
                }
              } else {
                const err190 = { instancePath: instancePath + "/explore/allow/" + i10, schemaPath: "#/properties/explore/properties/allow/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err190];
                } else {
                  vErrors.push(err190);
                }
                errors++;
              }
            }
            let i11 = data102.length;
            let j1;
            if (i11 > 1) {
              const indices0 = {};
              for (; i11--; ) {
                let item0 = data102[i11];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err191 = { instancePath: instancePath + "/explore/allow", schemaPath: "#/properties/explore/properties/allow/uniqueItems", keyword: "uniqueItems", params: { i: i11, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i11 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err191];
                  } else {
                    vErrors.push(err191);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i11;
              }
            }
          } else {
            const err192 = { instancePath: instancePath + "/explore/allow", schemaPath: "#/properties/explore/properties/allow/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err192];
            } else {
              vErrors.push(err192);
            }
            errors++;
          }
        }
        if (data101.maxStringLength !== void 0) {
          let data104 = data101.maxStringLength;
          if (!(typeof data104 == "number" && (!(data104 % 1) && !isNaN(data104)))) {
            const err193 = { instancePath: instancePath + "/explore/maxStringLength", schemaPath: "#/properties/explore/properties/maxStringLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err193];
            } else {
              vErrors.push(err193);
            }
            errors++;
          }
          if (typeof data104 == "number") {
            if (data104 < 0 || isNaN(data104)) {
              const err194 = { instancePath: instancePath + "/explore/maxStringLength", schemaPath: "#/properties/explore/properties/maxStringLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err194];
              } else {
                vErrors.push(err194);
              }
              errors++;
            }
          }
        }
        if (data101.maxArrayItems !== void 0) {
          let data105 = data101.maxArrayItems;
          if (!(typeof data105 == "number" && (!(data105 % 1) && !isNaN(data105)))) {
            const err195 = { instancePath: instancePath + "/explore/maxArrayItems", schemaPath: "#/properties/explore/properties/maxArrayItems/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err195];
            } else {
              vErrors.push(err195);
            }
            errors++;
          }
          if (typeof data105 == "number") {
            if (data105 < 0 || isNaN(data105)) {
              const err196 = { instancePath: instancePath + "/explore/maxArrayItems", schemaPath: "#/properties/explore/properties/maxArrayItems/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err196];
              } else {
                vErrors.push(err196);
              }
              errors++;
            }
          }
        }
      } else {
        const err197 = { instancePath: instancePath + "/explore", schemaPath: "#/properties/explore/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err197];
        } else {
          vErrors.push(err197);
        }
        errors++;
      }
    }
    if (data.ratchet !== void 0) {
      let data106 = data.ratchet;
      if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
        for (const key21 in data106) {
          if (!(key21 === "minDelta" || key21 === "stale")) {
            const err198 = { instancePath: instancePath + "/ratchet", schemaPath: "#/properties/ratchet/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err198];
            } else {
              vErrors.push(err198);
            }
            errors++;
          }
        }
        if (data106.minDelta !== void 0) {
          let data107 = data106.minDelta;
          if (data107 && typeof data107 == "object" && !Array.isArray(data107)) {
            for (const key22 in data107) {
              if (!(key22 === "bytes" || key22 === "tokens" || key22 === "chars")) {
                const err199 = { instancePath: instancePath + "/ratchet/minDelta", schemaPath: "#/properties/ratchet/properties/minDelta/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err199];
                } else {
                  vErrors.push(err199);
                }
                errors++;
              }
            }
            if (data107.bytes !== void 0) {
              let data108 = data107.bytes;
              if (!(typeof data108 == "number" && (!(data108 % 1) && !isNaN(data108)))) {
                const err200 = { instancePath: instancePath + "/ratchet/minDelta/bytes", schemaPath: "#/properties/ratchet/properties/minDelta/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err200];
                } else {
                  vErrors.push(err200);
                }
                errors++;
              }
              if (typeof data108 == "number") {
                if (data108 < 0 || isNaN(data108)) {
                  const err201 = { instancePath: instancePath + "/ratchet/minDelta/bytes", schemaPath: "#/properties/ratchet/properties/minDelta/properties/bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err201];
                  } else {
                    vErrors.push(err201);
                  }
                  errors++;
                }
              }
            }
            if (data107.tokens !== void 0) {
              let data109 = data107.tokens;
              if (!(typeof data109 == "number" && (!(data109 % 1) && !isNaN(data109)))) {
                const err202 = { instancePath: instancePath + "/ratchet/minDelta/tokens", schemaPath: "#/properties/ratchet/properties/minDelta/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err202];
                } else {
                  vErrors.push(err202);
                }
                errors++;
              }
              if (typeof data109 == "number") {
                if (data109 < 0 || isNaN(data109)) {
                  const err203 = { instancePath: instancePath + "/ratchet/minDelta/tokens", schemaPath: "#/properties/ratchet/properties/minDelta/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err203];
                  } else {
                    vErrors.push(err203);
                  }
                  errors++;
                }
              }
            }
            if (data107.chars !== void 0) {
              let data110 = data107.chars;
              if (!(typeof data110 == "number" && (!(data110 % 1) && !isNaN(data110)))) {
                const err204 = { instancePath: instancePath + "/ratchet/minDelta/chars", schemaPath: "#/properties/ratchet/properties/minDelta/properties/chars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err204];
                } else {
                  vErrors.push(err204);
                }
                errors++;
              }
              if (typeof data110 == "number") {
                if (data110 < 0 || isNaN(data110)) {
                  const err205 = { instancePath: instancePath + "/ratchet/minDelta/chars", schemaPath: "#/properties/ratchet/properties/minDelta/properties/chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err205];
                  } else {
                    vErrors.push(err205);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err206 = { instancePath: instancePath + "/ratchet/minDelta", schemaPath: "#/properties/ratchet/properties/minDelta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err206];
            } else {
              vErrors.push(err206);
            }
            errors++;
          }
        }
        if (data106.stale !== void 0) {
          let data111 = data106.stale;
          if (!(data111 === "error" || data111 === "warning")) {
            const err207 = { instancePath: instancePath + "/ratchet/stale", schemaPath: "#/properties/ratchet/properties/stale/enum", keyword: "enum", params: { allowedValues: schema11.properties.ratchet.properties.stale.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err207];
            } else {
              vErrors.push(err207);
            }
            errors++;
          }
        }
      } else {
        const err208 = { instancePath: instancePath + "/ratchet", schemaPath: "#/properties/ratchet/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err208];
        } else {
          vErrors.push(err208);
        }
        errors++;
      }
    }
  } else {
    const err209 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err209];
    } else {
      vErrors.push(err209);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
// src/budget/config.ts
var JSON_ERROR_WORDS = {
  PropertyNameExpected: 'a property name in double quotes was expected (a trailing comma before "}"?)',
  ValueExpected: 'a value was expected (a trailing comma before "]" or "}", or a value left out?)',
  ColonExpected: 'a ":" was expected after the property name',
  CommaExpected: 'a "," was expected between two entries',
  CloseBraceExpected: 'a "}" was expected (an object left open, or a file cut short?)',
  CloseBracketExpected: 'a "]" was expected (a list left open, or a file cut short?)',
  EndOfFileExpected: "the file should end after its one JSON object",
  InvalidCommentToken: "comments are not allowed in budget.json",
  UnexpectedEndOfComment: "comments are not allowed in budget.json",
  UnexpectedEndOfString: "a string is not closed",
  InvalidSymbol: "this is not JSON (single quotes, or a word without quotes?)",
  InvalidNumberFormat: "this is not a JSON number",
  InvalidEscapeCharacter: "a backslash escape JSON does not have",
  InvalidCharacter: "a control character inside a string"
};
function isToolFixture(fixture) {
  return typeof fixture.tool === "string";
}
async function loadBudget(file, shown = file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") {
      throw userError("BUDGET_NOT_FOUND", { file: shown });
    }
    throw userError("BUDGET_UNREADABLE", { file: shown, reason: error.message });
  }
  return { file, dir: path.dirname(path.resolve(file)), text, config: parseBudget(shown, text) };
}
var MAX_BUDGET_DEPTH = 64;
function parseBudget(file, original) {
  const text = original.charCodeAt(0) === 65279 ? original.slice(1) : original;
  if (text.trim() === "") throw userError("BUDGET_EMPTY", { file });
  const tooDeep = offsetPastDepth(text, MAX_BUDGET_DEPTH);
  if (tooDeep !== void 0)
    throw userError("BUDGET_TOO_DEEP", { file, at: lineColumn(text, tooDeep), levels: MAX_BUDGET_DEPTH });
  const errors = [];
  const tree = parseTree2(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !tree) {
    throw userError("BUDGET_NOT_JSON", {
      file,
      // One line per place: a parser that lost its footing reports the same spot several times.
      places: errors.filter((e, i) => errors.findIndex((other) => other.offset === e.offset) === i).slice(0, 5).map((e) => {
        const code = printParseErrorCode(e.error);
        return { at: lineColumn(text, e.offset), why: JSON_ERROR_WORDS[code] ?? "not valid here", code };
      })
    });
  }
  const structural = structuralProblems(tree, text);
  if (structural.length > 0) throw userError("BUDGET_INVALID", { file, problems: structural });
  const value = parse2(text, [], { disallowComments: true, allowTrailingComma: false });
  if (!validate(value))
    throw userError("BUDGET_INVALID", { file, problems: describeSchemaErrors(validate.errors ?? [], value) });
  const config = withHostModels(value);
  const problems = crossCheck(config);
  if (problems.length > 0) throw userError("BUDGET_INVALID", { file, problems });
  return config;
}
function withHostModels(config) {
  const entries = config.hosts ?? [];
  if (entries.every((entry) => typeof entry === "string")) return config;
  const hostModels = {};
  const hosts = entries.map((entry) => {
    if (typeof entry === "string") return entry;
    hostModels[entry.host] = entry.model;
    return entry.host;
  });
  return { ...config, hosts, hostModels };
}
function structuralProblems(tree, text) {
  const problems = [];
  const stack = [{ node: tree, path: [] }];
  while (stack.length > 0 && problems.length < 10) {
    const { node, path: at } = stack.pop();
    const where = (segments, offset) => `${jsonPathOf(segments)} (${lineColumn(text, offset)})`;
    if (node.type === "object") {
      const keys = /* @__PURE__ */ new Set();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        const key = String(keyNode?.value);
        if (key === "__proto__")
          problems.push(`${where([...at, key], property.offset)}: the key "__proto__" is not allowed`);
        else if (keys.has(key))
          problems.push(`${where([...at, key], property.offset)}: "${key}" is written twice; keep one`);
        keys.add(key);
        if (valueNode) stack.push({ node: valueNode, path: [...at, key] });
      }
    } else if (node.type === "array") {
      (node.children ?? []).forEach((child, index) => stack.push({ node: child, path: [...at, index] }));
    } else if (node.type === "number" && !Number.isFinite(node.value)) {
      problems.push(
        `${where(at, node.offset)}: ${text.slice(node.offset, node.offset + node.length)} is too large to be a number`
      );
    }
  }
  return problems;
}
function jsonPathOf(segments) {
  const rendered = formatPath(segments);
  return rendered === "" ? "$" : rendered.startsWith("[") ? `$${rendered}` : `$.${rendered}`;
}
function crossCheck(config) {
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  (config.hosts ?? []).forEach((host, index) => {
    if (config.hosts.indexOf(host) !== index) problems.push(`$.hosts[${index}]: "${host}" is named twice; keep one`);
  });
  (config.fixtures ?? []).forEach((fixture, index) => {
    if (seen.has(fixture.name)) problems.push(`$.fixtures[${index}].name: "${fixture.name}" is used by two fixtures`);
    seen.add(fixture.name);
    if (!isToolFixture(fixture)) {
      for (const key of ["paginate", "inputResponses"]) {
        if (fixture[key] !== void 0)
          problems.push(
            `$.fixtures[${index}].${key}: only a tool fixture has "${key}" (this one reads a ${fixture.prompt !== void 0 ? "prompt" : "resource"})`
          );
      }
      if (fixture.resource !== void 0 && fixture.arguments !== void 0)
        problems.push(
          `$.fixtures[${index}].arguments: a resource fixture has no arguments (the URI is the whole request)`
        );
      for (const [name, value] of Object.entries(fixture.arguments ?? {})) {
        if (typeof value !== "string")
          problems.push(`$.fixtures[${index}].arguments.${name}: a prompt's arguments are strings (prompts/get)`);
      }
    }
    for (const rule of fixture.normalize ?? []) {
      try {
        new RegExp(rule.pattern, rule.flags);
      } catch (error) {
        problems.push(`$.fixtures[${index}].normalize: ${error.message}`);
      }
    }
  });
  problems.push(...sessionProblems(config, seen));
  problems.push(...loaderVariableProblems(config));
  problems.push(...timeoutCeilingProblems(config.timeouts, "$.timeouts"));
  for (const [name, server] of Object.entries(config.servers ?? {}))
    problems.push(...timeoutCeilingProblems(server.timeouts, `${jsonPathOf(["servers", name])}.timeouts`));
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    if (server.ready !== void 0) {
      try {
        new RegExp(server.ready);
      } catch (error) {
        problems.push(`$.servers.${name}.ready: ${error.message}`);
      }
    }
  }
  return problems;
}
function sessionProblems(config, fixtures) {
  const problems = [];
  const names = /* @__PURE__ */ new Set();
  if ((config.sessions ?? []).length > 0 && (config.hosts ?? []).length === 0)
    problems.push('$.sessions: a session is priced on the hosts of "hosts" (claude-code, codex, …): name at least one');
  (config.sessions ?? []).forEach((session, index) => {
    session.steps.forEach((step, at) => {
      if (!fixtures.has(step))
        problems.push(`$.sessions[${index}].steps[${at}]: ${JSON.stringify(step)} is not a fixture of this budget`);
    });
    if (names.has(session.name))
      problems.push(`$.sessions[${index}].name: ${JSON.stringify(session.name)} is used by two sessions`);
    names.add(session.name);
  });
  return problems;
}
function loaderVariableProblems(config) {
  const problems = [];
  const check = (at, name, value) => {
    const refusal = loaderVariableRefusal(name, value);
    if (refusal) problems.push(`${jsonPathOf(at)}: ${refusal}`);
  };
  const passed = (at, sandbox) => (sandbox?.passEnv ?? []).forEach((name, i) => check([...at, "sandbox", "passEnv", i], name, void 0));
  passed([], config.sandbox);
  for (const [server, entry] of Object.entries(config.servers ?? {})) {
    for (const [name, value] of Object.entries(entry.env ?? {})) check(["servers", server, "env", name], name, value);
    for (const [variant, { env }] of Object.entries(entry.variants ?? {})) {
      for (const [name, value] of Object.entries(env ?? {}))
        check(["servers", server, "variants", variant, "env", name], name, value);
    }
    passed(["servers", server], entry.sandbox);
  }
  return problems;
}
function describeSchemaErrors(errors, value) {
  const callOneOf = (e) => e.schemaPath.startsWith("#/definitions/fixture/oneOf");
  const calls = errors.filter((e) => e.keyword === "oneOf" && callOneOf(e)).map(
    (e) => `${jsonPath(e.instancePath)}: give exactly one of "tool", "prompt", "resource" (what the fixture calls)`
  );
  errors = errors.filter((e) => !callOneOf(e));
  const specific = errors.filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf");
  const misspelt = new Set(specific.filter((e) => e.keyword === "additionalProperties").map((e) => e.instancePath));
  const chosen = (specific.length > 0 ? specific : errors).filter(
    (e) => !(e.keyword === "required" && misspelt.has(e.instancePath))
  );
  const lines = chosen.map((e) => {
    const at = jsonPath(e.instancePath);
    switch (e.keyword) {
      case "additionalProperties": {
        const unknown = e.params.additionalProperty;
        const allowed = Object.keys(schemaForInstance(e.instancePath)?.properties ?? {});
        const near = nearName(unknown.toLowerCase(), allowed, (key) => key.toLowerCase());
        return `${at}: unknown key "${unknown}"${near ? ` (did you mean "${near}"?)` : allowed.length ? ` (expected one of: ${allowed.join(", ")})` : ""}`;
      }
      case "enum":
        return `${at}: must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
      case "required":
        return `${at}: missing "${e.params.missingProperty}"`;
      case "propertyNames":
        return `${at}: invalid key "${e.params.propertyName}"`;
      case "type": {
        const wanted = e.params.type;
        const given = valueAt(value, e.instancePath);
        const number = typeof given === "string" && /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(given);
        return `${at}: ${e.message ?? e.keyword}${number && /integer|number/.test(wanted) ? ` (write the number without quotes: ${given.trim()})` : ""}`;
      }
      default:
        return `${at}: ${e.message ?? e.keyword}`;
    }
  });
  return [.../* @__PURE__ */ new Set([...calls, ...lines])];
}
function valueAt(value, pointer) {
  let at = value;
  for (const segment of pointer.split("/").slice(1)) {
    const key = segment.replace(/~1/g, "/").replace(/~0/g, "~");
    if (at === null || typeof at !== "object" || !Object.hasOwn(at, key)) return void 0;
    at = at[key];
  }
  return at;
}
function jsonPath(pointer) {
  const segments = pointer.split("/").slice(1).map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"));
  const rendered = formatPath(segments.map((segment) => /^\d+$/.test(segment) ? Number(segment) : segment));
  return rendered === "" ? "$" : rendered.startsWith("[") ? `$${rendered}` : `$.${rendered}`;
}
function schemaForInstance(instancePath) {
  const resolve = (node2) => node2?.$ref ? resolve(
    budget_schema_default.definitions[node2.$ref.replace("#/definitions/", "")]
  ) : node2;
  let node = resolve(budget_schema_default);
  for (const raw of instancePath.split("/").slice(1)) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const next = node?.properties?.[segment] ?? (typeof node?.additionalProperties === "object" ? node.additionalProperties : void 0) ?? node?.items;
    node = resolve(next);
  }
  return node;
}
function lineColumn(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

// chunk-4WBB3T6B.js
import { createRequire as __createRequire6 } from "node:module";
import vm from "node:vm";
var require7 = __createRequire6(import.meta.url);
// src/servers/interruptible.ts
function interruptible(call) {
  let context;
  return (deadline, ...args) => {
    context ??= { sandbox: vm.createContext({ call, args: [] }), script: new vm.Script("call(...args)") };
    const { sandbox, script } = context;
    sandbox.args = args;
    try {
      return script.runInContext(sandbox, {
        timeout: Math.max(1, (deadline ?? Date.now() + 6e4) - Date.now())
      });
    } catch (error) {
      if (error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") throw new MeasuringTimedOut();
      throw error;
    } finally {
      sandbox.args = [];
    }
  };
}
var MeasuringTimedOut = class extends Error {
  name = "MeasuringTimedOut";
};
// src/shell/turns.ts
var SLICE_MS = 10;
var launches = 0;
var waiting = [];
function launching() {
  launches += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    launches -= 1;
    if (launches === 0) for (const resume of waiting.splice(0)) resume();
  };
}
async function nextTurn() {
  await new Promise((resolve) => setImmediate(resolve));
  if (launches > 0) await new Promise((resolve) => waiting.push(resolve));
}

// chunk-RQNAL72N.js
import { createRequire as __createRequire7 } from "node:module";
import {
  mark
} from "./chunk-4FMI7NQJ.js";
var require8 = __createRequire7(import.meta.url);
// src/measure/bpe-count.ts
var SHORT_PIECE = 256;
var encoder = new TextEncoder();
function countTokensExactly(core, text, deadline, cap = Infinity) {
  let count = 0;
  let pieces = 0;
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (count > cap) return count;
    if (deadline !== void 0 && (++pieces & 1023) === 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    count += pieceCount(core, piece, deadline);
  }
  return count;
}
function pieceCount(core, piece, deadline) {
  if (core.getBpeRankFromString(piece) !== void 0) return 1;
  if (piece.length <= SHORT_PIECE) return core.bytePairEncode(piece).length;
  return finish(mergeCount(core, encoder.encode(piece), deadline));
}
async function countTokensYielding(core, text, cap = Infinity, deadline) {
  let count = 0;
  let pieces = 0;
  let since = performance.now();
  const turn = async () => {
    if (performance.now() - since <= SLICE_MS) return;
    await nextTurn();
    if (deadline !== void 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    since = performance.now();
  };
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (count > cap) return count;
    if ((++pieces & 63) === 0) await turn();
    if (piece.length <= SHORT_PIECE || core.getBpeRankFromString(piece) !== void 0) {
      count += pieceCount(core, piece);
      continue;
    }
    const merging = mergeCount(core, encoder.encode(piece));
    for (let step = merging.next(); ; step = merging.next()) {
      if (step.done) {
        count += step.value;
        break;
      }
      await turn();
    }
  }
  return count;
}
function finish(merging) {
  for (let step = merging.next(); ; step = merging.next()) if (step.done) return step.value;
}
var NONE = -1;
function* mergeCount(core, bytes, deadline) {
  const n = bytes.length;
  if (n <= 1) return n;
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : NONE;
    prev[i] = i - 1;
  }
  const heap = rankHeap(n);
  const endOf = (part) => next[part] === NONE ? n : next[part];
  const update = (part) => {
    const found = next[part] === NONE ? void 0 : core.getBpeRankFromBytes(bytes.subarray(part, endOf(next[part])));
    if (found === void 0) heap.remove(part);
    else heap.set(part, found);
  };
  for (let i = 0; i < n - 1; i++) {
    update(i);
    if ((i & 4095) === 4095) yield;
  }
  let parts = n;
  let merges = 0;
  while (heap.size() > 0) {
    if ((++merges & 4095) === 0) {
      if (deadline !== void 0 && Date.now() > deadline) throw new MeasuringTimedOut();
      yield;
    }
    const part = heap.first();
    const absorbed = next[part];
    heap.remove(absorbed);
    next[part] = next[absorbed];
    if (next[absorbed] !== NONE) prev[next[absorbed]] = part;
    parts -= 1;
    update(part);
    if (prev[part] !== NONE) update(prev[part]);
  }
  return parts;
}
function rankHeap(n) {
  const rank = new Int32Array(n);
  const heap = new Int32Array(n);
  const position = new Int32Array(n).fill(NONE);
  let size = 0;
  const before = (a, b) => rank[a] < rank[b] || rank[a] === rank[b] && a < b;
  const place = (slot, part) => {
    heap[slot] = part;
    position[part] = slot;
  };
  const siftUp = (slot) => {
    const part = heap[slot];
    while (slot > 0) {
      const parent = slot - 1 >> 1;
      if (!before(part, heap[parent])) break;
      place(slot, heap[parent]);
      slot = parent;
    }
    place(slot, part);
  };
  const siftDown = (slot) => {
    const part = heap[slot];
    for (; ; ) {
      const left = 2 * slot + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && before(heap[right], heap[left]) ? right : left;
      if (!before(heap[child], part)) break;
      place(slot, heap[child]);
      slot = child;
    }
    place(slot, part);
  };
  return {
    size: () => size,
    /** The part to merge next. */
    first: () => heap[0],
    remove: (part) => {
      const slot = position[part];
      if (slot === NONE) return;
      position[part] = NONE;
      const last = heap[--size];
      if (slot === size) return;
      place(slot, last);
      siftUp(slot);
      siftDown(position[last]);
    },
    /** The part's rank, set or changed. */
    set: (part, value) => {
      rank[part] = value;
      if (position[part] === NONE) {
        place(size, part);
        size += 1;
        siftUp(size - 1);
      } else {
        siftUp(position[part]);
        siftDown(position[part]);
      }
    }
  };
}
// src/measure/tokens.ts
var loading = /* @__PURE__ */ new Map();
function loadTokenizer(name) {
  let pending = loading.get(name);
  if (!pending) {
    mark("tokenizer loading");
    pending = importEncoding(name).then((encoding) => {
      const core = encoding.default.bytePairEncodingCoreProcessor;
      return {
        name,
        count: (text, deadline) => text.length === 0 ? 0 : countTokensExactly(core, text, deadline),
        countUpTo: (text, cap) => text.length === 0 ? 0 : countTokensExactly(core, text, void 0, cap),
        countYielding: async (text, cap, deadline) => text.length === 0 ? 0 : countTokensYielding(core, text, cap, deadline)
      };
    });
    loading.set(name, pending);
  }
  return pending;
}
function importEncoding(name) {
  switch (name) {
    case "o200k_base":
      return import("./o200k_base-V6GAC5QH.js");
    case "cl100k_base":
      return import("./cl100k_base-BKAXY7XZ.js");
  }
}
async function withCountsOf(tokenizer, texts, cap) {
  const countYielding = tokenizer.countYielding;
  if (!countYielding) return tokenizer;
  const counts = /* @__PURE__ */ new Map();
  for (const text of texts) if (text.length > 0 && !counts.has(text)) counts.set(text, await countYielding(text, cap));
  return {
    name: tokenizer.name,
    count: (text, deadline) => counts.get(text) ?? tokenizer.count(text, deadline),
    countUpTo: (text, cap2) => counts.get(text) ?? (tokenizer.countUpTo ? tokenizer.countUpTo(text, cap2) : tokenizer.count(text)),
    countYielding
  };
}
async function countedView(tokenizer, view, deadline) {
  const countYielding = tokenizer.countYielding;
  if (!countYielding) return view(tokenizer, () => true);
  const counts = /* @__PURE__ */ new Map();
  for (; ; ) {
    const missing = /* @__PURE__ */ new Set();
    const known = (text) => {
      if (text.length === 0) return 0;
      const count = counts.get(text);
      if (count === void 0) missing.add(text);
      return count ?? 0;
    };
    const built = view(
      { name: tokenizer.name, count: known, countUpTo: known, countYielding },
      () => missing.size === 0
    );
    if (missing.size === 0) return built;
    let since = performance.now();
    for (const text of missing) {
      counts.set(text, await countYielding(text, void 0, deadline));
      if (performance.now() - since > SLICE_MS) {
        await nextTurn();
        since = performance.now();
      }
    }
  }
}
function textByText(one, wire) {
  return {
    name: wire.name,
    count: (text, deadline) => wire.count(text, deadline),
    countYielding: async (text, cap) => {
      const counting = await one([text]);
      return counting.countYielding ? counting.countYielding(text, cap) : counting.count(text);
    }
  };
}
export {
  applyEdits as __m0_applyEdits,
  findNodeAtLocation2 as __m0_findNodeAtLocation,
  isToolFixture as __m0_isToolFixture,
  loadBudget as __m0_loadBudget,
  loaderVariableRefusal as __m0_loaderVariableRefusal,
  modify as __m0_modify,
  parse2 as __m0_parse,
  parseBudget as __m0_parseBudget,
  parseTree2 as __m0_parseTree,
  printParseErrorCode as __m0_printParseErrorCode,
  MAX_TIMEOUTS as __m1_MAX_TIMEOUTS,
  editDistance as __m1_editDistance,
  formatPath as __m1_formatPath,
  nearName as __m1_nearName,
  parsePath as __m1_parsePath,
  timeoutCeilingProblems as __m1_timeoutCeilingProblems,
  MAX_MESSAGE_DEPTH as __m2_MAX_MESSAGE_DEPTH,
  offsetPastDepth as __m2_offsetPastDepth,
  require_ucs2length as __m3_require_ucs2length,
  require_equal as __m4_require_equal,
  require_fast_deep_equal as __m4_require_fast_deep_equal,
  MeasuringTimedOut as __m5_MeasuringTimedOut,
  SLICE_MS as __m5_SLICE_MS,
  interruptible as __m5_interruptible,
  launching as __m5_launching,
  nextTurn as __m5_nextTurn,
  countedView as __m6_countedView,
  loadTokenizer as __m6_loadTokenizer,
  textByText as __m6_textByText,
  withCountsOf as __m6_withCountsOf
};
