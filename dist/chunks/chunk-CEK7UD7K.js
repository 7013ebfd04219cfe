import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/format.ts
var NUMBER;
function fmt(n) {
  if (Number.isSafeInteger(n)) return (n < 0 ? "-" : "") + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return (NUMBER ??= new Intl.NumberFormat("en-US")).format(n);
}
function over(actual, limit) {
  return `${fmt(actual)} > ${fmt(limit)} (+${fmt(actual - limit)})`;
}
var DOLLARS;
function usd(n) {
  return `$${(DOLLARS ??= new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 })).format(n)}`;
}

export {
  fmt,
  over,
  usd
};
