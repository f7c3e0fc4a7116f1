/** What keeps a screen honest: a call the server lacks (the shell says it on any page). */
export default {
    xts: {
        server_lacks: {
            suspicious:
                'The server does not support the suspicious stamp list yet. Everything else works as usual.',
        },
    },
};
