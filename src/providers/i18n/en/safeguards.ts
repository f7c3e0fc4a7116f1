/** What keeps a screen honest: a call the server lacks, a stamp's meaning to a consumer, a print that fits. */
export default {
    xts: {
        stamp_meaning: {
            not_activated: 'This stamp is not activated: the business has not confirmed the product.',
            genuine: 'Genuine product.',
            genuine_sold: "Genuine product, sold at one of the business's sales points.",
            recalled: 'This product belongs to a recalled lot: do not use it.',
            destroyed: 'This stamp was destroyed: it does not authenticate the product.',
            suspicious:
                'This stamp was scanned abnormally: the product may be counterfeit. Contact the business before using it.',
            short: {
                not_activated: 'Not confirmed',
                genuine: 'Genuine',
                genuine_sold: 'Genuine',
                recalled: 'Lot recalled',
                destroyed: 'Destroyed',
                suspicious: 'Suspicious',
            },
            consumer_sees: 'Consumers see: %{meaning}',
            recall_event: 'Lot %{lot} recalled',
            recall_reason: 'Reason: %{reason}',
        },
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
