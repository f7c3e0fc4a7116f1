import { SaveButton, Toolbar } from 'react-admin';
import { DraftKeeper } from './DraftKeeper';

/** Forms of records the API cannot delete: Save only. */
export function SaveToolbar() {
    return (
        <>
            <DraftKeeper />
            <Toolbar>
                <SaveButton />
            </Toolbar>
        </>
    );
}
