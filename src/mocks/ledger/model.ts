/**
 * The mock's stamp records. Stamps are never stored one by one: a business's serials are a sorted
 * list of intervals (segments), each naming the operations that touched it, so a batch of a
 * million stamps is one segment and costs what a batch of ten costs.
 */
import type { MockDb } from '../state';
import type { SerialRange } from '../../domain/stampRanges';
import type { ScanDevice, ScanRules } from '../../domain/scanRules';
import type { RecallReason } from '../../domain/recall';

export type StampState = 'generated' | 'activated' | 'sold' | 'destroyed';
export const STAMP_STATES: StampState[] = ['generated', 'activated', 'sold', 'destroyed'];

export type Operation = 'activation' | 'retail' | 'destruction';
export const OPERATIONS: Operation[] = ['activation', 'retail', 'destruction'];

export type DestructionReason = 'damaged' | 'lost' | 'misprint' | 'recalled' | 'other';
export const DESTRUCTION_REASONS: DestructionReason[] = ['damaged', 'lost', 'misprint', 'recalled', 'other'];

export {
    SERIAL_WIDTH,
    OPERATION_LIMIT,
    BATCH_LIMIT,
    formatSerial,
    type SerialRange,
} from '../../domain/stampRanges';

/** Consecutive serials that share their history: printed by `gen`, then activated, sold, destroyed. */
export interface Segment extends SerialRange {
    gen: number;
    act?: number;
    ret?: number;
    des?: number;
    /** The recall (of the stamp's lot) the stamp is under; orthogonal to its state. */
    rcl?: number;
}

export const stateOf = (segment: Pick<Segment, 'act' | 'ret' | 'des'>): StampState =>
    segment.des ? 'destroyed' : segment.ret ? 'sold' : segment.act ? 'activated' : 'generated';

interface OperationBase {
    id: number;
    bizId: number;
    createdAt: string;
    createdBy: number;
    createdByName: string;
    note: string;
}

export interface StampGeneration extends OperationBase {
    templateId: number;
    templateName: string;
    widthMm: number;
    heightMm: number;
    fromSerial: number;
    toSerial: number;
    quantity: number;
    /** Set when the batch was printed already activated (its activation record). */
    activationId: number | null;
}

export interface StampActivation extends OperationBase {
    ranges: SerialRange[];
    count: number;
    productId: number;
    productName: string;
    /** The lot as people write it (may be Vietnamese): what screens and the public page show. */
    lot: string;
    /**
     * The lot's GS1 lot code (AI 10: at most 20 characters of GS1's character set 82), what QR codes
     * and EPCIS carry; absent from activations made before it existed (see gs1LotOf).
     */
    gs1Lot?: string;
    mfgDate: string | null;
    expDate: string | null;
    locationId: number | null;
    locationName: string | null;
    diaryId: number | null;
    diaryName: string | null;
    /** The print batch this activation came with (pre-activated batch). */
    generationId: number | null;
}

export interface StampRetail extends OperationBase {
    ranges: SerialRange[];
    count: number;
    shopId: number | null;
    shopName: string | null;
    soldOn: string;
}

export interface StampDestruction extends OperationBase {
    ranges: SerialRange[];
    count: number;
    reason: DestructionReason;
}

/** A lot's recall: every stamp of the lot not destroyed then is marked with it (`rcl`), whatever its state. */
export interface StampRecall extends OperationBase {
    productId: number;
    productName: string;
    lot: string;
    reason: RecallReason;
    ranges: SerialRange[];
    count: number;
    /** Of `count`, stamps already sold when the lot was recalled. */
    soldCount: number;
}

/** What a business decides about retail sales. */
export interface RetailSettings {
    /** A stamp must be activated before it can be sold. */
    requireActivation: boolean;
    /** A sale names the sales point it happened at. */
    requireShop: boolean;
    /** How many days back a sale may be dated (0: today only). */
    maxBackdateDays: number;
}

export const DEFAULT_RETAIL_SETTINGS: RetailSettings = {
    requireActivation: true,
    requireShop: true,
    maxBackdateDays: 30,
};

/** A consumer's scan of a stamp (public stamp page). */
export interface StampScan {
    bizId: number;
    serial: number;
    /** Province code. */
    province: string;
    at: string;
    /** Approximate place (a ward's name), when known. */
    place?: string | null;
    device?: ScanDevice;
}

export interface StampStore {
    /** Segments by business id, sorted by `from`, never overlapping. */
    segments: Record<string, Segment[]>;
    /** Last serial printed, by business id. */
    lastSerial: Record<string, number>;
    retailSettings: Record<string, RetailSettings>;
    scans: StampScan[];
    /** Suspicious-scan rules by business id (defaults when absent). */
    scanRules?: Record<string, ScanRules>;
    /** Short-lived keys of print files (mock mode). */
    printKeys: { key: string; generationId: number; bizId: number; exp: number }[];
}

declare module '../state' {
    interface MockDb {
        stamps?: StampStore;
        stampGenerations?: StampGeneration[];
        stampActivations?: StampActivation[];
        stampRetails?: StampRetail[];
        stampDestructions?: StampDestruction[];
        stampRecalls?: StampRecall[];
    }
}

export function storeOf(db: MockDb): StampStore {
    db.stamps ??= { segments: {}, lastSerial: {}, retailSettings: {}, scans: [], printKeys: [] };
    return db.stamps;
}

export const generationsOf = (db: MockDb) => (db.stampGenerations ??= []);
export const activationsOf = (db: MockDb) => (db.stampActivations ??= []);
export const retailsOf = (db: MockDb) => (db.stampRetails ??= []);
export const destructionsOf = (db: MockDb) => (db.stampDestructions ??= []);
export const recallsOf = (db: MockDb) => (db.stampRecalls ??= []);
/** The recall of a lot (product and lot number as given at activation), if any. */
export const lotRecallOf = (db: MockDb, bizId: number, productId: number, lot: string) =>
    recallsOf(db).find((row) => row.bizId === bizId && row.productId === productId && row.lot === lot);

export const segmentsOf = (db: MockDb, bizId: number): Segment[] => (storeOf(db).segments[bizId] ??= []);

export const retailSettingsOf = (db: MockDb, bizId: number): RetailSettings => ({
    ...DEFAULT_RETAIL_SETTINGS,
    ...storeOf(db).retailSettings[bizId],
});
