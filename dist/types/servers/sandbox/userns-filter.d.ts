/** The filter's program for `arch`, or undefined where its syscall numbers are not known here. */
export declare function userNamespaceFilter(arch?: NodeJS.Architecture): Buffer | undefined;
/** The program as printf escapes (\ooo for every byte): how the sudo route's shell writes it, NUL bytes included. */
export declare function printfEscaped(program: Buffer): string;
