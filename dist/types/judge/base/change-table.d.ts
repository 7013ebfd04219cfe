export type ChangeKind = 'grew' | 'shrank' | 'new' | 'removed' | 'renamed' | 'changed' | 'unchanged';
export interface Figures {
    bytes: number;
    tokens: number;
    descriptionChars?: number;
}
export interface SubjectChange {
    subject: string;
    kind: ChangeKind;
    before?: Figures;
    after?: Figures;
    deltaBytes: number;
    deltaTokens: number;
    /** kind "renamed": the subject's name at the base (same definition apart from the name). */
    renamedFrom?: string;
    /** Which members of the definition changed size, largest first. */
    fields?: FieldDelta[];
    /** With `hosts` on both sides: the Δ each host's model sees. */
    hosts?: HostDelta[];
    /**
     * The wire changed size and no host in `hosts` sends the change to its model; without `hosts`, no shipped host
     * profile does (`askedEveryProfile`).
     */
    sentByNoHost?: true;
    askedEveryProfile?: true;
}
export interface ChangeTable {
    ref: string;
    /** The base commit (the merge base, or the commit a saved report was made on): what the heading names. */
    commit?: string;
    source: 'measured' | 'report';
    /** Servers without figures at the base (BASE_UNMEASURED): their tools are left out, never new or removed. */
    unmeasured?: string[];
    /** Servers that failed at the head (their own finding): their tools are left out, never removed. */
    failedAtHead?: string[];
    /** Tools and fixture results: changed ones first, by growth; unchanged ones last. */
    subjects: SubjectChange[];
    servers: Array<{
        name: string;
        before?: Figures;
        after?: Figures;
        deltaBytes: number;
        deltaTokens: number;
        percent?: number;
    }>;
    total: {
        before: Figures;
        after: Figures;
        deltaBytes: number;
        deltaTokens: number;
        percent?: number;
    };
}
/** One top-level member of a tool definition whose serialized bytes changed against the base. */
export interface FieldDelta {
    field: string;
    before: number;
    after: number;
    delta: number;
}
/** What one host's model receives of a tool, against the base: the model-visible Δ beside the raw wire's. */
export interface HostDelta {
    host: string;
    deltaBytes: number;
    deltaTokens: number;
}
