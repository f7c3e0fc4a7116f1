import { mergeMessages } from '../../providers/i18n/merge';
import operations from './words/en/operations';
import printing from './words/en/printing';
/** Stamp operations (print, activate, sell, destroy) and suspicious stamps. */
const operationFields = {
    id: 'Operation',
    rangeText: 'Serial ranges',
    count: 'Stamps',
    counts: 'Current state',
    createdByName: 'By',
    createdAt: 'At',
    note: 'Note',
    productId: 'Product',
    templateId: 'Stamp template',
    state: 'State',
};

const own = {
    resources: {
        'stamp-generations': {
            name: 'Print batch |||| Print batches',
            fields: {
                ...operationFields,
                id: 'Batch',
                quantity: 'Quantity',
                templateName: 'Stamp template',
                fromSerialText: 'From serial',
                toSerialText: 'To serial',
                preactivated: 'Printed activated',
                productName: 'Product (pre-activated)',
                lot: 'Lot (pre-activated)',
                generated: 'Not activated',
                activated: 'Activated',
                sold: 'Sold',
                destroyed: 'Destroyed',
                gs1Lot: 'GS1 lot code',
                q: 'Search by template, serial, printed by',
            },
            empty: 'No print batch yet',
            empty_hint: 'Print a batch with an active stamp template to start.',
        },
        'stamp-activations': {
            name: 'Activation |||| Activations',
            fields: {
                ...operationFields,
                productName: 'Product',
                lot: 'Lot number',
                mfgDate: 'Manufacture date',
                expDate: 'Expiry date',
                locationId: 'Growing location',
                locationName: 'Growing location',
                diaryId: 'Production diary',
                diaryName: 'Production diary',
                gs1Lot: 'GS1 lot code',
                q: 'Search by product, lot, serial',
            },
            empty: 'No stamp activated yet',
            empty_hint: 'Activate stamps to bind printed stamps to a product and lot.',
        },
        'stamp-retails': {
            name: 'Retail sale |||| Retail sales',
            fields: {
                ...operationFields,
                shopId: 'Sales point',
                shopName: 'Sales point',
                soldOn: 'Sale date',
                q: 'Search by sales point, serial',
            },
            empty: 'No retail sale recorded yet',
            empty_hint: 'Record retail sales so consumers see where a product was sold.',
        },
        'stamp-destructions': {
            name: 'Destruction |||| Destructions',
            fields: {
                ...operationFields,
                reason: 'Reason',
                note: 'Note, details of the reason',
                q: 'Search by serial, note',
            },
            empty: 'No stamp destroyed yet',
            empty_hint: 'Damaged, lost or misprinted stamps should be destroyed so nobody reuses them.',
        },
        'suspicious-stamps': {
            name: 'Suspicious stamp |||| Suspicious stamps',
            empty: 'No stamp has a suspicious scan yet',
            empty_hint: 'Stamps with a scan that breaks a detection rule show here.',
            fields: {
                q: 'Search by stamp code, serial, product, lot',
                serialText: 'Serial',
                code: 'Stamp code',
                state: 'State',
                productName: 'Product',
                lot: 'Lot',
                rules: 'Signs',
                scanCount: 'Scans',
                flaggedCount: 'Suspicious scans',
                lastFlaggedAt: 'Latest suspicious scan',
                lastFlaggedProvince: 'Scanned in',
                provinces: 'Provinces of suspicious scans',
            },
        },
    },
};

export default mergeMessages(own, operations, printing);
