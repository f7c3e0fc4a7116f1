import type { FrameParts } from '../kit';
import { OutboxButton } from './OutboxButton';
import { SignOutWarning } from './SignOutWarning';
import { askSignOut } from './outbox';
import { guardSignOut } from './signOut';

/** The outbox on every page: its button in the app bar, and the question before a sign-out leaves items unsent. */
export const frame: FrameParts = {
    appBarButton: OutboxButton,
    signOut: { ask: askSignOut, guard: guardSignOut, Warning: SignOutWarning },
};
