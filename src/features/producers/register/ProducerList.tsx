import { FunctionField, NumberField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../kit/text';
import { SearchBox } from '../../../kit/listParts';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter } from '../../../kit/csv';
import { WardName } from './WardName';
import { OwnerListActions } from '../rights/WholeCsvButton';

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.producers.fields.q" />,
    // Households whose data were deleted are left out of the register unless asked for here.
    <SelectInput
        key="erased"
        source="erased"
        alwaysOn
        emptyText="xts.producers.erased_filter.none"
        choices={[
            { id: 'only', name: 'xts.producers.erased_filter.only' },
            { id: 'include', name: 'xts.producers.erased_filter.include' },
        ]}
    />,
];

// Names, communes and plots only: ID numbers and phones are personal data, never in this file.
const exporter = csvExporter('producers', [{ source: 'name' }, { source: 'wardCode' }, { source: 'plots' }]);

/** The register: each household once, its ID number and phone masked (observers get neither). */
export function ProducerList() {
    const translate = useTranslate();
    return (
        <ResourceList
            filters={filters}
            exporter={exporter}
            extra={<OwnerListActions />}
            sort={{ field: 'name', order: 'ASC' }}
            primaryText={(r) => r.name}
            secondaryText={(r) => [r.idNumber, r.phone].filter(Boolean).join(' · ')}
            tertiaryText={(r) => `${translate('resources.producers.fields.plots')}: ${r.plots}`}
        >
            <TextField source="name" />
            <TextField source="idNumber" emptyText="—" sortable={false} />
            <TextField source="phone" emptyText="—" sortable={false} />
            <FunctionField source="wardCode" render={() => <WardName />} sortable={false} />
            <NumberField source="plots" sortable={false} />
        </ResourceList>
    );
}
