import { SelectField, Show, SimpleShowLayout } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateTimeField, RecordHeading } from '../../../kit/recordParts';
import { ShowActions } from '../../../kit/screenButtons';
import { roleChoices } from './roles';
import { CancelInvitationButton } from './CancelInvitationButton';
import { IdentifierField } from '../../../kit/Identifier';

export const InvitationShow = () => (
    <Show
        actions={
            <ShowActions>
                <CancelInvitationButton />
            </ShowActions>
        }
    >
        <RecordHeading source="code" />
        <SimpleShowLayout>
            <IdentifierField source="phone" emptyText="—" />
            <TextField source="email" emptyText="—" />
            <SelectField source="role" choices={roleChoices} />
            <TextField source="invitedByName" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="respondedAt" />
        </SimpleShowLayout>
    </Show>
);
