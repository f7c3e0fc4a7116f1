import { frameParts } from '../features/registry/frame';

/** The features' questions before a sign-out (their frame.ts), asked one after the other. */
export const signOutGuards = frameParts.flatMap((part) => (part.signOut ? [part.signOut] : []));

/** A sign-out from the app bar's menu: each feature asks first if it must, then `proceed`. */
export const askSignOut = (proceed: () => void) =>
    signOutGuards.reduceRight<() => void>((next, guard) => () => guard.ask(next), proceed)();

/** Any other sign-out (the /logout address, the frame without an account). */
export const guardSignOut = (proceed: () => void): Promise<void> =>
    signOutGuards.reduceRight<() => Promise<void>>(
        (next, guard) => () => guard.guard(() => void next()),
        async () => proceed(),
    )();
