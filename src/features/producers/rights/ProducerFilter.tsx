import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import type { Producer } from '../../../domain/producers';

interface Option {
    id: number;
    name: string;
}

/**
 * The access log's filter by household: a search in the register by name (the list call, which
 * reads no personal data beyond names), or all households.
 */
export function ProducerFilter({
    value,
    knownName,
    onChange,
}: {
    value: number | null;
    knownName?: string;
    onChange: (id: number | null) => void;
}) {
    const translate = useTranslate();
    const [text, setText] = useState('');
    const { data = [], isPending } = useGetList<Producer>(
        'producers',
        {
            pagination: { page: 1, perPage: 20 },
            sort: { field: 'name', order: 'ASC' },
            // The log keeps the entries of households whose data were deleted: they are found too.
            filter: text ? { q: text, erased: 'include' } : { erased: 'include' },
        },
        // A search keeps the options it had while the next ones load: only the first load waits.
        { placeholderData: keepPreviousData },
    );
    const options: Option[] = data.map((p) => ({ id: Number(p.id), name: p.name }));
    const selected =
        value === null
            ? null
            : (options.find((o) => o.id === value) ?? { id: value, name: knownName ?? `#${value}` });
    if (selected && !options.some((o) => o.id === selected.id)) options.unshift(selected);
    return (
        <Autocomplete
            size="small"
            sx={{ minWidth: 260 }}
            options={options}
            value={selected}
            loading={isPending}
            disabled={isPending}
            filterOptions={(all) => all}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, option) => onChange(option?.id ?? null)}
            onInputChange={(_, input, reason) => reason === 'input' && setText(input)}
            noOptionsText={translate('xts.access.none_found')}
            renderInput={(params) => (
                <TextField
                    {...params}
                    label={translate('xts.access.producer')}
                    placeholder={translate('xts.access.all_producers')}
                />
            )}
        />
    );
}
