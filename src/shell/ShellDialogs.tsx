import { lazy, Suspense, useState } from 'react';
import { useOpenModal } from './modals';

// The profile menu's dialogs load the first time one is opened: most visits never open them.
const InvitationsDialog = lazy(() =>
    import('./business/InvitationsDialog').then((module) => ({ default: module.InvitationsDialog })),
);
const BusinessListDialog = lazy(() =>
    import('./business/BusinessListDialog').then((module) => ({ default: module.BusinessListDialog })),
);

/**
 * The invitations and business list dialogs of the shell. Each stays mounted once opened, so that
 * it closes with its transition and opens at once the next time.
 */
export function ShellDialogs() {
    const modal = useOpenModal();
    const [opened, setOpened] = useState({ invitations: false, businesses: false });
    const invitations = opened.invitations || modal === 'invitations';
    const businesses = opened.businesses || modal === 'owned' || modal === 'linked';
    if (invitations !== opened.invitations || businesses !== opened.businesses)
        setOpened({ invitations, businesses });
    return (
        <>
            {invitations && (
                <Suspense fallback={null}>
                    <InvitationsDialog />
                </Suspense>
            )}
            {businesses && (
                <Suspense fallback={null}>
                    <BusinessListDialog />
                </Suspense>
            )}
        </>
    );
}
