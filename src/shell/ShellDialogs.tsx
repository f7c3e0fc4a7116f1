import { Suspense, useState } from 'react';
import { useOpenModal } from './modals';
import { frameParts } from '../features/registry/frame';

/** The features' dialogs of the frame, each with the modals that open it. */
const dialogs = frameParts.flatMap((part) => part.dialogs ?? []);

/**
 * The dialogs the frame's menus open (the features' frame parts: the invitations, the business
 * list). Each stays mounted once opened, so that it closes with its transition and opens at once
 * the next time.
 */
export function ShellDialogs() {
    const modal = useOpenModal();
    const [opened, setOpened] = useState<readonly boolean[]>(() => dialogs.map(() => false));
    const now = dialogs.map((dialog, index) => opened[index] || (!!modal && dialog.opensOn.includes(modal)));
    if (now.some((open, index) => open !== opened[index])) setOpened(now);
    return (
        <>
            {dialogs.map(({ Dialog }, index) =>
                now[index] ? (
                    <Suspense key={index} fallback={null}>
                        <Dialog />
                    </Suspense>
                ) : null,
            )}
        </>
    );
}
