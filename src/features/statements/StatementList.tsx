import { Button } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Link as RouterLink } from 'react-router';
import { SelectInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { TextField } from '../../kit/text';
import { SearchBox } from '../../kit/listParts';
import { ResourceList } from '../../kit/ResourceList';
import { csvExporter, dateTimeColumn, translated } from '../../kit/csv';
import { DateTimeField } from '../../kit/recordParts';
import { formatNumber } from '../../kit/format';
import { NumberText } from '../stamps/parts/listParts';
import { formatText } from '../../domain/text';
import type { Statement, StatementState } from '../../domain/statements';
import { StateField } from './StateChip';
import { VERIFY_PATH } from './statementPaths';

const STATES: StatementState[] = ['draft', 'submitted', 'available', 'rejected', 'withdrawn', 'recorded'];

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.statements.fields.q" />,
    <SelectInput
        key="state"
        source="state"
        alwaysOn
        emptyText="xts.statements.all_states"
        choices={STATES.map((state) => ({ id: state, name: `xts.statements.states.${state}` }))}
    />,
];

const lotsText = (record: RaRecord) =>
    (record as Statement).lots.map((lot) => formatText(lot.lot)).join(', ');

const exporter = csvExporter('statements', [
    { source: 'internalReference' },
    translated('state', 'xts.statements.states'),
    translated('activity', 'xts.statements.activities'),
    { source: 'hsHeading' },
    { source: 'description' },
    { source: 'netMassKg' },
    { source: 'countryOfProduction' },
    { source: 'lots', value: (record) => lotsText(record) },
    { source: 'referenceNumber' },
    { source: 'verificationNumber' },
    dateTimeColumn('submittedAt'),
    dateTimeColumn('updatedAt'),
]);

function ActivityField(_props: { label?: string; sortBy?: string }) {
    const record = useRecordContext<Statement>();
    const translate = useTranslate();
    return record ? <>{translate(`xts.statements.activities.${record.activity}`)}</> : null;
}

function LotsField(_props: { label?: string; sortable?: boolean }) {
    const record = useRecordContext<Statement>();
    return record ? <>{lotsText(record)}</> : null;
}

/**
 * "Tờ khai EUDR": the business's statements, searched, filtered by state, paged and sorted, each row
 * leading to its page; checking numbers is one button away.
 */
export function StatementList() {
    const translate = useTranslate();
    const stateText = (record: RaRecord) => translate(`xts.statements.states.${record.state}`);
    return (
        <ResourceList
            unsupported="xts.statements.unsupported"
            filters={filters}
            exporter={exporter}
            sort={{ field: 'updatedAt', order: 'DESC' }}
            linkColumn="internalReference"
            extra={
                <Button component={RouterLink} to={VERIFY_PATH} size="small" startIcon={<FactCheckIcon />}>
                    {translate('xts.statements.verify.button')}
                </Button>
            }
            primaryText={(record) => `${record.internalReference} · ${stateText(record)}`}
            secondaryText={(record) => `${formatText(record.description)} · ${lotsText(record)}`}
            tertiaryText={(record) =>
                `${translate(`xts.statements.activities.${record.activity}`)} · HS ${record.hsHeading} · ${formatNumber(
                    Number(record.netMassKg) || 0,
                )} kg`
            }
        >
            <TextField source="internalReference" />
            <StateField label="resources.statements.fields.state" sortBy="state" />
            <ActivityField label="resources.statements.fields.activity" sortBy="activity" />
            <TextField source="hsHeading" />
            <TextField source="description" />
            <NumberText source="netMassKg" />
            <LotsField label="resources.statements.fields.lots" sortable={false} />
            <TextField source="referenceNumber" emptyText="—" />
            <DateTimeField source="updatedAt" />
        </ResourceList>
    );
}
