import { signOutGuards } from './signOut';

/** The features' sign-out questions, on every page that signs out (`onStay`: where staying leads). */
export function SignOutWarnings({ onStay }: { onStay?: () => void }) {
    return (
        <>
            {signOutGuards.map(({ Warning }, index) => (
                <Warning key={index} onStay={onStay} />
            ))}
        </>
    );
}
