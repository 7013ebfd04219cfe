/**
 * Client capabilities to declare in the handshake. Servers may list more tools to a client that can answer
 * sampling, elicitation or roots requests, so `all` shows the largest tool list a server offers.
 */
export declare const CAPABILITY_PRESETS: {
    readonly none: {};
    readonly all: {
        readonly roots: {
            readonly listChanged: true;
        };
        readonly sampling: {};
        readonly elicitation: {
            readonly form: {};
            readonly url: {};
        };
        readonly tasks: {
            readonly list: {};
            readonly cancel: {};
            readonly requests: {
                readonly sampling: {
                    readonly createMessage: {};
                };
                readonly elicitation: {
                    readonly create: {};
                };
            };
        };
    };
};
