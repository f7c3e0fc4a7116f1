/** Producers: the register's words. */
import { consentWords } from './consentWords';
import { rightsWords } from './rightsWords';

export default {
    resources: {
        transfers: {
            name: 'Transfer |||| Register of transfers abroad',
            empty: "No household's data has been transferred abroad yet.",
            empty_hint:
                'Every EUDR pack downloaded and every statement filed is written here: whose data, to whom, when, under which consent.',
        },
        producers: {
            name: 'Producer |||| Producers',
            fields: {
                name: 'Household / farm',
                idNumber: 'ID number (CCCD)',
                phone: 'Phone',
                provinceCode: 'Province',
                wardCode: 'Ward/commune',
                plots: 'Plots',
                consented: 'Consented to',
                createdAt: 'Created',
                updatedAt: 'Last updated',
                q: 'Search by name (with or without diacritics)',
                erased: 'Personal data',
            },
        },
    },
    xts: {
        producers: {
            empty: 'No producers yet.',
            erased_filter: {
                none: 'Households with their data',
                only: 'Data deleted',
                include: 'All, with those whose data were deleted',
            },
            emptyHint: 'Add producers to link them with their plots.',
            loadError: 'The producers could not be loaded. Please try again.',
            masked: 'Only the last 4 digits are shown, to protect personal data.',
            hidden: 'Not shown to your role',
            idNumberHelp: '12 digits, optional',
            taken: 'This ID number or phone belongs to another producer.',
            plotsOf: "The household's plots",
            noPlots: 'This household has no plots yet.',
            purposes: {
                traceability: 'Traceability',
                buyers: 'Sharing with buyers',
                abroad: 'Transfer abroad (EUDR)',
            },
            none: 'None',
            merge: {
                action: 'Merge a duplicate',
                title: 'Merge a duplicate household into this one',
                other: 'Duplicate (to be merged)',
                reason: 'Reason',
                confirm: 'Merge',
                warning:
                    "The duplicate's plots and consents move to this household; the duplicate is removed. The merge is logged.",
                done: 'The two households were merged',
            },
            picker: {
                label: 'Producer',
                help: 'Pick a household from the list, or add a new one',
                create: 'Add a new household: %{item}',
                createTitle: 'Add a producer',
                created: 'Producer added',
                proposed: 'This may be an existing household: %{name} (same commune). Pick it?',
                useProposed: 'Yes, pick this one',
            },
            import: {
                exact: 'Matches existing household: %{name}',
                proposed: 'May be household %{name} (same name, same commune)',
                confirm: 'Confirm same household',
                confirmed: 'Confirmed: %{name}',
                newOne: 'New household',
                unconfirmed:
                    '%{smart_count} rows with a proposed household are not confirmed: they will create new households.',
            },
        },
        ...consentWords.en,
        ...rightsWords.en,
    },
};
