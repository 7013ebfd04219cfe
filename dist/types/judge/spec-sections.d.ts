export declare const SPEC_SECTIONS: {
    readonly resultType: "https://modelcontextprotocol.io/specification/2026-07-28/basic/index#resulttype";
    readonly cacheable: "https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#cacheable-results";
    readonly ttl: "https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#time-to-live-ttl-field";
    readonly cacheSecurity: "https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#security-considerations";
    readonly discover: "https://modelcontextprotocol.io/specification/2026-07-28/server/discover";
    readonly dualEra: "https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#backward-compatibility-with-initialization-based-versions";
    readonly listChanged: "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#list-changed-notification";
    readonly listing: "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#listing-tools";
    readonly tool: "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#tool";
};
