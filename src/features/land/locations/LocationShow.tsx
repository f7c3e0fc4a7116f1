import { NumberField, SelectField, useRecordContext } from 'react-admin';
import { TextField } from '../../../kit/text';
import { StoppableRecordShow } from '../../../kit/StoppableRecordShow';
import { LocationPlots } from '../plots/LocationPlots';
import { standardChoices } from './choices';
import { IdentifierField } from '../../../kit/Identifier';

/** The location's plots, once the location is read. */
function Plots() {
    const record = useRecordContext();
    return record ? <LocationPlots locationId={Number(record.id)} /> : null;
}

export const LocationShow = () => (
    <StoppableRecordShow after={<Plots />}>
        <IdentifierField source="code" emptyText="—" />
        <TextField source="areaCode" label="xts.geo.fields.areaCode" emptyText="—" />
        <TextField source="crops" />
        <NumberField source="areaHa" locales="vi-VN" emptyText="—" />
        <SelectField source="standard" choices={standardChoices} />
        <TextField source="certificateNo" emptyText="—" />
        <TextField source="managerName" emptyText="—" />
        <TextField source="fullAddress" />
    </StoppableRecordShow>
);
