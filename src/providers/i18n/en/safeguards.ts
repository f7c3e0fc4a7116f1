/** What keeps a screen honest: a call the server lacks, a stamp's meaning to a consumer, a print that fits. */
export default {
    xts: {
        sold_warning: {
            title: '%{count} of these stamps are already sold to consumers',
            serials: 'Sold stamps: %{serials}.',
            consequence:
                'Their buyers will read "Tem đã bị hủy" (stamp destroyed) when they scan the genuine product they bought. Destruction is permanent.',
            acknowledge: 'I understand and still destroy the %{count} sold stamps',
        },
        server_lacks: {
            suspicious:
                'The server does not support the suspicious stamp list yet. Everything else works as usual.',
        },
    },
};
