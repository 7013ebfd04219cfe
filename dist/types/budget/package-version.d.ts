/** A manifest is a few kilobytes; a pull request can commit anything under that name. */
export declare const MAX_MANIFEST_BYTES: number;
/**
 * The version of the package that holds budget.json, in this checkout and at the merge base: the nearest manifest
 * from the budget's folder up to the repository's top. A version that cannot be read is absent, never guessed.
 */
export declare function packageVersions(budgetDir: string, readBase: ((file: string) => Promise<string>) | undefined): Promise<PackageVersions>;
export interface PackageVersions {
    /** Where the version was read (package.json, pyproject.toml, Cargo.toml), and the version at base and head. */
    manifest?: string;
    base?: string;
    head?: string;
}
