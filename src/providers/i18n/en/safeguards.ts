/** What keeps a screen honest: a call the server lacks, a stamp's meaning to a consumer, a print that fits. */
export default {
    xts: {
        server_lacks: {
            suspicious:
                'The server does not support the suspicious stamp list yet. Everything else works as usual.',
        },
    },
};
