import { SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateTimeField } from '../../../kit/recordParts';
import { csvExporter, dateTimeColumn, translated } from '../../../kit/csv';
import { formatNumber } from '../../../kit/format';
import { ResourceList } from '../../../kit/ResourceList';
import { NumberText } from '../parts/listParts';
import { stampFilters } from '../parts/stampFilters';
import { reasonChoices } from './reasons';
import { PendingRows } from '../../offline/PendingRows';

const exporter = csvExporter('stamp-destructions', [
    { source: 'id' },
    { source: 'rangeText' },
    { source: 'count' },
    translated('reason', 'xts.stamps.reasons'),
    { source: 'note' },
    { source: 'createdByName' },
    dateTimeColumn('createdAt'),
]);

export function DestructionList() {
    const translate = useTranslate();
    return (
        <>
            <PendingRows calls={['destructionAdd']} />
            <ResourceList
                filters={stampFilters('resources.stamp-destructions.fields.q', {
                    stateLabel: 'xts.stamps.filters.state_before',
                    extra: [<SelectInput key="reason" source="reason" choices={reasonChoices} />],
                })}
                exporter={exporter}
                sort={{ field: 'createdAt', order: 'DESC' }}
                primaryText={(r) =>
                    `${translate(`xts.stamps.reasons.${r.reason}`)} · ${formatNumber(r.count)}`
                }
                secondaryText={(r) => r.rangeText}
                tertiaryText={(r) => r.createdByName}
            >
                <TextField source="id" />
                <SelectField source="reason" choices={reasonChoices} />
                <NumberText source="count" />
                <TextField source="rangeText" sortable={false} sx={{ fontFamily: 'monospace' }} />
                <TextField source="note" sortable={false} />
                <TextField source="createdByName" sortable={false} />
                <DateTimeField source="createdAt" />
            </ResourceList>
        </>
    );
}
