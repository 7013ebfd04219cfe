/** Answers the SDK's result parsing with the value untouched: sizes and contracts are judged from the wire. */
export declare const ANY_RESULT: {
    '~standard': {
        version: 1;
        vendor: string;
        validate: (value: unknown) => {
            value: unknown;
        };
    };
};
