import { NumberField, SelectField } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { StoppableRecordShow } from '../../custom/business/StoppableRecordShow';
import { standardChoices } from './choices';

export const LocationShow = () => (
    <StoppableRecordShow>
        <TextField source="code" emptyText="—" />
        <TextField source="crops" />
        <NumberField source="areaHa" locales="vi-VN" emptyText="—" />
        <SelectField source="standard" choices={standardChoices} />
        <TextField source="certificateNo" emptyText="—" />
        <TextField source="managerName" emptyText="—" />
        <TextField source="fullAddress" />
    </StoppableRecordShow>
);
