import type { ReactElement } from 'react';
import { SelectInput } from 'react-admin';
import { SearchBox } from '../../../kit/listParts';
import { DateFilter } from '../../../kit/DateInput';
import { ProductFilter, TemplateFilter } from './listParts';
import { STATES } from './stampStates';

/** The filters every stamp list has: search, dates, product, template, state (plus the list's own). */
export function stampFilters(search: string, options: { stateLabel?: string; extra?: ReactElement[] } = {}) {
    return [
        <SearchBox key="q" source="q" alwaysOn placeholder={search} />,
        <DateFilter key="from" source="from" label="xts.stamps.filters.from" alwaysOn />,
        <DateFilter key="to" source="to" label="xts.stamps.filters.to" alwaysOn />,
        <ProductFilter key="productId" source="productId" />,
        <TemplateFilter key="templateId" source="templateId" />,
        <SelectInput
            key="state"
            source="state"
            label={options.stateLabel ?? 'xts.stamps.filters.state'}
            choices={STATES.map((id) => ({ id, name: `xts.stamps.states.${id}` }))}
        />,
        ...(options.extra ?? []),
    ];
}
