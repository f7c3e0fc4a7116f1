/** A company moved here from the previous system (GET /api/public/migrated-companies). */
export interface MigratedCompany {
    /** Its prefix in the former system: old codes read `<oldCode>-<number>`. */
    oldCode: string;
    oldName: string;
    /** Its business code in this system. */
    bizCode: string;
    migratedAt: string;
    /** Where its old codes are still answered. */
    legacyLookupUrl: string;
}
