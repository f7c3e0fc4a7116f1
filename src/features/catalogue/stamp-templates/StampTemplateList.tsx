import { FunctionField, SelectField, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { TextField } from '../../../kit/text';
import { SearchBox } from '../../../kit/listParts';
import { StatusField } from '../../../kit/StatusField';
import { statusChoices } from '../../../kit/choices';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter, translated } from '../../../kit/csv';
import { kindChoices, shapeChoices, qrChoices, sizeText } from './templateOptions';

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.stamp-templates.fields.q" />,
    <SelectInput key="kind" source="kind" choices={kindChoices} />,
    <SelectInput key="shape" source="shape" choices={shapeChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
];

const exporter = csvExporter('stamp-templates', [
    { source: 'name' },
    translated('kind', 'resources.stamp-templates.kinds'),
    translated('shape', 'resources.stamp-templates.shapes'),
    { source: 'widthMm' },
    { source: 'heightMm' },
    translated('qrContent', 'resources.stamp-templates.qr_contents'),
    translated('status', 'xts.status'),
]);

export function StampTemplateList() {
    const translate = useTranslate();
    return (
        <ResourceList
            filters={filters}
            exporter={exporter}
            sort={{ field: 'name', order: 'ASC' }}
            primaryText={(r) => r.name}
            secondaryText={(r) =>
                `${translate(`resources.stamp-templates.kinds.${r.kind}`)} · ${sizeText(r, translate)}`
            }
            tertiaryText={(r) => translate(`xts.status.${r.status}`)}
        >
            <TextField source="name" />
            <SelectField source="kind" choices={kindChoices} />
            <FunctionField
                source="widthMm"
                label="resources.stamp-templates.fields.size"
                render={(r: RaRecord) => sizeText(r, translate)}
            />
            <SelectField source="shape" choices={shapeChoices} />
            <SelectField source="qrContent" choices={qrChoices} />
            <StatusField source="status" />
        </ResourceList>
    );
}
