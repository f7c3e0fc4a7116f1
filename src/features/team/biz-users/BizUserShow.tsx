import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateTimeField, RecordHeading } from '../../../kit/recordParts';
import { ShowActions } from '../../../kit/screenButtons';
import { roleChoices } from './roles';
import { MemberActions } from './MemberActions';
import { IdentifierField } from '../../../kit/Identifier';

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
