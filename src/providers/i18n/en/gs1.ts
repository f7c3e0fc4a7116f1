/** GS1 lot codes: the lot as GS1 Digital Links and EPCIS carry it, beside the lot as people write it. */
export default {
    xts: {
        gs1: {
            gs1_lot: 'GS1 lot code (printed in the QR code)',
            gs1_lot_hint: 'At most 20 characters: letters without diacritics, digits, - . / _ …',
            lot_not_gs1:
                'This lot has diacritics, spaces or more than 20 characters, so GS1 codes cannot carry it: QR codes and EPCIS files use the GS1 lot code beside it; screens and the public page still show the lot as typed.',
            lot_is_gs1: 'QR codes and EPCIS files carry this lot as it is.',
            errors: {
                empty: 'Enter a GS1 lot code (nothing of the lot can be used)',
                too_long: 'A GS1 lot code has at most 20 characters',
                charset:
                    "A GS1 lot code holds only Latin letters without diacritics, digits and ! % & ' ( ) * + , - . / : ; < = > ? _ (no spaces, no accented letters)",
            },
            lot_page: 'GS1 lot code: %{code}',
        },
    },
};
