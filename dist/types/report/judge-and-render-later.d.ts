/** The judge and the reporters, loaded while the servers boot (src/shell/after-start.ts): one loader for every command. */
export declare const judgeAndRender: () => Promise<typeof import("./judge-and-render.js")>;
