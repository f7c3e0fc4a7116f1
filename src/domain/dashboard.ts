/** The answer of `GET /api/dashboard` (docs/api.md, "Dashboard"). */

export interface DayCount {
    /** ISO date (yyyy-MM-dd), a Vietnam calendar day (Asia/Ho_Chi_Minh). */
    date: string;
    count: number;
}

export interface RecordCount {
    total: number;
    /** Records with status `active`, when the records have a status. */
    active?: number;
}

export type StampState = 'generated' | 'activated' | 'sold' | 'destroyed';

export type OperationKind = 'generation' | 'activation' | 'retail' | 'destruction';

export interface LatestOperation {
    kind: OperationKind;
    id: number;
    /** Stamps the operation covered. */
    count: number;
    at: string;
    /** Name of the person who ran it. */
    by: string;
}

export interface PendingInvitation {
    id: number;
    phone: string | null;
    email: string | null;
    role: number;
    createdAt: string;
}

export interface ScanAlerts {
    /** Stamps with at least one flagged scan. */
    stamps: number;
    /** Flagged scans. */
    scans: number;
    /** Flagged scans by province (code), most first. */
    byProvince: { province: string; name: string; count: number }[];
}

export interface DashboardData {
    generatedAt: string;
    /** Length of the per-day series. */
    days: number;
    /** Figures the caller's role may not read are null (partners, sales points: owners only). */
    counts: {
        products: RecordCount | null;
        diaries: RecordCount | null;
        partners: RecordCount | null;
        shops: RecordCount | null;
    };
    stamps: Record<StampState, number> | null;
    activationsPerDay: DayCount[];
    retailPerDay: DayCount[];
    /** Most scanned first. */
    scansByProvince: { province: string; name: string; count: number }[];
    /** Consumer scans per Vietnam day; null when the server does not send them. */
    scansPerDay: DayCount[] | null;
    /** Suspicious scans under the business's rules; null when the server does not send them. */
    alerts: ScanAlerts | null;
    /** Newest first, at most 8. */
    latestOperations: LatestOperation[];
    /** Invitations the business sent that nobody has answered yet (owners only). */
    pendingInvitations: { total: number; latest: PendingInvitation[] } | null;
    /**
     * Active products and lots with a key data element of Circular 02/2024 missing (docs/plots.md);
     * absent when the server does not send it.
     */
    traceability?: TraceabilityCounts | null;
}

export interface TraceabilityCounts {
    products: number;
    productsNotReady: number;
    lots: number;
    lotsNotReady: number;
}
