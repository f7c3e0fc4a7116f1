import { usePermissions } from 'react-admin';

/** The signed-in person's role in the business (providers/roles.ts `Role`), once known. */
export const useMyRole = (): number | null => {
    const { permissions } = usePermissions<number | null>();
    return permissions ?? null;
};
