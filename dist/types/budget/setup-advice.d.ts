/**
 * The `--base-setup` command to advise for the package that holds budget.json: `npm ci && npm run build` only when
 * the nearest package.json has a `build` script (advising a script the project lacks is a fix that fails: npm
 * answers `Missing script: "build"`), `npm ci` when it has none. Without a package.json the generic advice stays.
 */
export declare function setupAdvice(budgetDir: string): string;
