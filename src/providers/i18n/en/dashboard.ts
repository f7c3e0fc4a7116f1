/** Dashboard (/ and /dashboard). The page title and greeting live in common.ts. */
export default {
    xts: {
        dashboard: {
            updated_at: 'Updated at %{time}',
            refresh_failed: 'Could not refresh the overview; showing the previous figures: %{message}',
            load_failed: 'Could not load the overview: %{message}',
            loading: 'Loading the overview',
            view_all: 'View all',
            quick: {
                title: 'Quick actions',
                print: 'Print stamps',
                activate: 'Activate stamps',
                sell: 'Record a retail sale',
                destroy: 'Destroy stamps',
            },
            counts: {
                products: 'Products',
                diaries: 'Production diaries',
                partners: 'Partners',
                shops: 'Sales points',
                active: '%{count} active',
                add_first: 'Add',
            },
            stamps: {
                title: 'Stamps by state',
                total: 'Stamps in all: %{count}',
                empty: 'No stamps yet. Start with a print batch.',
                print: 'Print stamps',
                states: {
                    generated: 'Printed, not activated',
                    activated: 'Activated',
                    sold: 'Sold at retail',
                    destroyed: 'Destroyed',
                },
            },
            activity: {
                title: 'Activations and retail sales over %{days} days',
                activations: 'Stamps activated',
                retail: 'Stamps sold',
                summary:
                    'Over the last %{days} days: %{activations} stamps activated, %{retail} stamps sold.',
                empty: 'No stamp was activated or sold in the last %{days} days.',
            },
            scans: {
                title: 'Consumer scans by province',
                count: 'Scans',
                summary: '%{count} scans in %{provinces} provinces; most: %{top}.',
                empty: 'No consumer has scanned a stamp yet.',
                other: 'Other',
            },
            operations: {
                title: 'Latest stamp operations',
                empty: 'No stamp operation yet.',
                line: '%{count} stamps',
                by: 'by %{name}',
                kinds: {
                    generation: 'Printing',
                    activation: 'Activation',
                    retail: 'Retail sale',
                    destruction: 'Destruction',
                },
            },
            invitations: {
                title: 'Invitations awaiting an answer',
                empty: 'No invitation is awaiting an answer.',
                sent_at: 'Sent on %{date}',
                more: 'and %{count} more',
            },
        },
    },
};
