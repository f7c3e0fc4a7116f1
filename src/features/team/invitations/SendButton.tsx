import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useFormState } from 'react-hook-form';
import { SaveButton } from 'react-admin';

/**
 * Send stays enabled on an untouched form (the click explains what is missing), but not while the
 * invitation is on its way: a double click sends one invitation.
 */
export function SendButton() {
    const { isSubmitting } = useFormState();
    return (
        <SaveButton
            label="resources.invitations.send"
            icon={<PersonAddIcon />}
            alwaysEnable={!isSubmitting}
        />
    );
}
