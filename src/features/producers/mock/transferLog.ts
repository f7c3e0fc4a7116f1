/**
 * The transfer register's rows in the mock's state (transfers.ts checks and records them): kept apart
 * from the register's routes so that a seed may write a row without reaching the mock's request
 * layer, which the seeds are part of.
 */
import type { MockDb } from '../../../mocks/state';
import type { Transfer } from '../../../domain/producers';

export interface MockTransfer extends Transfer {
    bizId: number;
}

declare module '../../../mocks/state' {
    interface MockDb {
        transfers?: MockTransfer[];
    }
}

export const transfersOf = (db: MockDb) => (db.transfers ??= []);

/** Whom a filed statement's data goes to. */
export const EU_RECIPIENT = 'Hệ thống thông tin EU (EUDR)';

/** Writes one row of the register, numbered after the last. */
export function logTransfer(db: MockDb, row: Omit<MockTransfer, 'id'>): MockTransfer {
    const rows = transfersOf(db);
    db.seq.transfers = Math.max(db.seq.transfers ?? 0, ...rows.map((t) => t.id)) + 1;
    const transfer: MockTransfer = { id: db.seq.transfers, ...row };
    rows.push(transfer);
    return transfer;
}
