/** The words of preparing a statement, verifying numbers and a lot's statements (en.ts takes them in). */
export default {
    form: {
        create_title: 'Prepare an EUDR statement',
        edit_title: 'Edit statement %{reference}',
        amend_title: 'Amend statement %{reference}',
        amend_note:
            'The amendment goes to the EU Information System with the current plots; it is accepted until %{until}.',
        lots: 'Lots declared',
        lots_none: 'No lot chosen. Open a lot or an EUDR pack and press "Prepare a statement".',
        prefilled:
            'HS heading, description and net mass filled in from the EUDR pack of %{smart_count} lot |||| HS heading, description and net mass filled in from the EUDR pack of %{smart_count} lots',
        prefill_failed:
            'The EUDR pack could not be read to fill in the form: %{message}. Type the values instead.',
        part: 'This is statement %{index} of %{of} of the shipment: the server splits the shipment again by the EU system’s limits and declares only this part’s plots.',
        hs_help: '4 or 6 digits, e.g. 0901 (coffee)',
        hs_invalid: 'An HS heading is 4 or 6 digits',
        mass_invalid: 'The net mass must be above 0',
        unit_help: 'E.g. bags, boxes',
        quantity_needs_unit: 'Give both the unit and the quantity, or neither',
        reference_invalid:
            'A reference number is 2 digits of the year, 2 letters of the country and 10 letters or digits, e.g. 26FRAB12CD34EF',
        verification_invalid: 'A verification number is 8 capital letters or digits',
        add_reference: 'Add a referenced statement',
        remove_reference: 'Remove the referenced statement',
        amend_save: 'Send the amendment',
    },
    ref_field: {
        referenceNumber: 'Reference number of referenced statement %{index}',
        verificationNumber: 'Verification number of referenced statement %{index}',
    },
    verify: {
        title: 'Check statement numbers',
        button: 'Check statement numbers',
        upstream: "Check a supplier's statement",
        upstream_hint:
            'Type the reference and verification numbers your supplier sent. The EU Information System says whether it can be referenced.',
        check: 'Check',
        checking: 'Checking…',
        result: {
            usable: 'Usable: the statement is in force and can be referenced.',
            not_usable: 'Not usable: the statement was withdrawn or is no longer in force.',
            not_found: 'No statement has these numbers.',
        },
        statement: '%{operator} · %{activity} · HS %{hs} · %{country} · %{mass} kg',
        own: "Find one of the business's statements",
        own_hint: "Find one of the business's own statements by its reference and verification numbers.",
        find: 'Find',
        own_not_found: 'The business has no statement with these numbers.',
        failed: 'Could not check: %{message}',
    },
    on_lot: {
        create_part: 'Prepare statement %{index} of %{of}',
        title: 'EUDR statements of the lot',
        none: 'This lot has no statement yet.',
        create: 'Prepare a statement',
        load_failed: "The lot's statements could not be loaded: %{message}",
        changed:
            'The pack declared in statement %{reference} differs from the current plots (%{smart_count} plot changed). |||| The pack declared in statement %{reference} differs from the current plots (%{smart_count} plots changed).',
        see_diff: 'See the differences',
        offer_amend: 'Amend the statement (until %{until})',
        offer_new: 'Prepare a new statement',
    },
};
