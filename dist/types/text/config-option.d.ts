/**
 * ` --config ci/budget.json`: what a command a hint names needs to run against the budget this run used (nothing
 * for the default file). A name with characters a shell reads is quoted.
 */
export declare function configOption(configFile: string | undefined): string;
