/** The scan rules: their names and details (the trace, the suspicious stamps) and their settings page. */
export default {
    xts: {
        scans: {
            rules_link: 'Detection rules',
            rules: {
                before_activation: 'Scanned before activation',
                after_destruction: 'Scanned after destruction',
                too_many_scans: 'Scanned too many times',
                far_apart: 'Scanned far apart within a short time',
                outside_market: "Scanned outside the lot's market",
            },
            details: {
                before_activation: 'when scanned, the stamp was not activated for any product',
                after_destruction: 'when scanned, the stamp had been destroyed',
                too_many_scans: 'this is scan number %{number}, more than the %{max} allowed',
                far_apart: 'scanned more than %{km} km from an earlier scan, within %{hours} hours',
                outside_market: 'no sales point in this province sold stamps of the lot',
            },
            devices: { phone: 'Phone', tablet: 'Tablet', desktop: 'Computer', unknown: 'Unknown device' },
            timeline: {
                scan: 'Consumer scan (number %{number})',
                suspicious: 'Suspicious',
                why: 'Why it is suspicious',
                not_provided: 'The server does not provide the scans one by one.',
            },
            filters: { rule: 'Sign', province: 'Province scanned in' },
            settings: {
                title: 'Suspicious stamp detection rules',
                intro: "A scan that breaks a rule that is on is marked suspicious on the stamp's timeline, and the stamp shows in the suspicious stamps list.",
                to_list: 'See the suspicious stamps',
                read_only: 'Only the owner may change the rules.',
                load_failed: 'Could not load the rules: %{message}',
                save_failed: 'The rules were not saved: %{message}',
                saved: 'Detection rules saved',
                save: 'Save rules',
                defaults: 'Fill in the defaults',
                required: 'Enter a number',
                explain: {
                    before_activation:
                        'The stamp is scanned before activation: the label may have been taken before it was put on a product.',
                    after_destruction:
                        'The stamp is scanned after destruction: a destroyed label is still in circulation.',
                    too_many_scans:
                        'A genuine stamp is scanned a few times; scans beyond this number are marked.',
                    far_apart:
                        'The same code is scanned in two provinces far apart (between province centres) within a short time: it may have been copied.',
                    outside_market: "The stamp is scanned in a province outside its lot's market.",
                },
                market_note:
                    "A lot's market is the provinces of the sales points that sold its stamps; a lot not sold yet, or sold online, is not checked by this rule.",
                fields: { maxScans: 'Most scans', distanceKm: 'Distance over', withinHours: 'Within' },
                units: { maxScans: 'scans', distanceKm: 'km', withinHours: 'hours' },
            },
        },
    },
};
