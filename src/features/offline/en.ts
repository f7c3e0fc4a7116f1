/** The outbox page's words (English). */
export default {
    xts: {
        offline: {
            unchecked:
                'Offline: the stamp stock could not be checked. The server checks the operation when it is sent.',
            pending: {
                title: 'Waiting to be sent',
                state: 'Waiting',
                open: 'See it in the outbox',
            },
            list: {
                intro: 'What was done without a connection is kept on this device and sent in order once the connection returns. The server carries out each item once, however many times it is sent.',
                offline: 'This device is offline: the items will be sent when it is back online.',
                send_now: 'Send now',
                sending: 'Sending…',
                loading: 'Reading the outbox…',
                empty: 'Nothing is waiting to be sent',
                empty_hint:
                    'Without a connection, saving plots, activating, selling or destroying stamps and recording a lot’s origin are kept here and sent once online.',
                made_at: 'Saved at %{time}',
                sent_at: 'Sent at %{time}',
                next_try: 'Next try at %{time}',
                attempts:
                    '%{smart_count} attempt without an answer |||| %{smart_count} attempts without an answer',
                reason: 'Refused by the server: %{reason}',
                retry: 'Try again',
                fix: 'Fix it',
                discard: 'Discard',
                discard_label: 'Discard this item',
                discard_confirm:
                    'Discard "%{what}"? It will not be sent to the server, and cannot be brought back.',
                state: {
                    waiting: 'Waiting',
                    sending: 'Sending',
                    sent: 'Sent',
                    refused: 'Refused',
                },
                calls: {
                    plotCreate: 'New plot',
                    plotUpdate: 'Plot change',
                    activationAdd: 'Stamp activation',
                    retailAdd: 'Stamp retail sale',
                    destructionAdd: 'Stamp destruction',
                    lotOriginUpdate: 'Lot origin',
                },
            },
        },
    },
};
