import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { DateTimeField, RecordHeading } from '../../../custom/common/recordParts';
import { ShowActions } from '../../../custom/common/screenButtons';
import { roleChoices } from './roles';
import { MemberActions } from './MemberActions';
import { IdentifierField } from '../../../custom/common/Identifier';

export const BizUserShow = () => (
    <Show actions={<ShowActions />}>
        <RecordHeading />
        <SimpleShowLayout>
            <IdentifierField source="phone" emptyText="—" />
            <TextField source="email" emptyText="—" />
            <SelectField source="role" choices={roleChoices} />
            <TextField source="position" emptyText="—" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="joinedAt" dateOnly />
        </SimpleShowLayout>
        <MemberActions />
    </Show>
);
