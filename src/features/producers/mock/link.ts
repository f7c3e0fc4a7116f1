/**
 * A plot's producer, as the plot calls give it: `producerId`, or for a client that still sends text,
 * `producerName` (with its ID number and phone) matched in the register: the producer with that ID
 * number or phone, else the one producer of that name key in the plot's commune, else a new one.
 * Two existing producers are never merged here.
 */
import type { MockDb } from '../../../mocks/state';
import { MockError } from '../../../mocks/answers';
import { str, type FieldErrors } from '../../../mocks/crud';
import { matchProducers } from '../../../domain/producers';
import { normalisePhone } from '../../../domain/validation';
import { producerOf, producersOf, type MockProducer } from './model';

export const TAKEN = 'Số CCCD hoặc số điện thoại này đã thuộc về một hộ sản xuất khác';

/** The producer an ID number or phone already belongs to, other than `exceptId`. */
export function holderOf(
    db: MockDb,
    bizId: number,
    idNumber: string | null,
    phone: string | null,
    exceptId?: number,
): { producer: MockProducer; field: 'idNumber' | 'phone' } | null {
    for (const p of producersOf(db)) {
        if (p.bizId !== bizId || p.id === exceptId) continue;
        if (idNumber && p.idNumber === idNumber) return { producer: p, field: 'idNumber' };
        if (phone && p.phone && normalisePhone(p.phone) === normalisePhone(phone))
            return { producer: p, field: 'phone' };
    }
    return null;
}

export const conflict = (field: 'idNumber' | 'phone') => new MockError(409, TAKEN, { [field]: TAKEN });

export interface PlotProducerOptions {
    /** Whether a name alone may link to the one producer of that name in the commune (not in an import). */
    byName: boolean;
    now: string;
}

/**
 * Works out the producer of a plot input before its other rules: sets `producerId` and
 * `producerName` on it, creating a producer when none matches. Field errors for an unknown id.
 */
export function linkPlotProducer(
    db: MockDb,
    bizId: number,
    input: Record<string, unknown>,
    { byName, now }: PlotProducerOptions,
): FieldErrors {
    const givenId = input.producerId;
    if (givenId !== undefined && givenId !== null && givenId !== '') {
        const producer = producerOf(db, bizId, givenId);
        if (!producer) return { producerId: 'Không tìm thấy hộ sản xuất này' };
        input.producerId = producer.id;
        input.producerName = producer.name;
        // The register holds them: what a form sends back (masked) is not the plot's to change.
        delete input.producerIdNumber;
        delete input.producerPhone;
        return {};
    }
    const name = str(input.producerName);
    if (!name) return {};
    const location = db.bizLocations.find((l) => l.id === Number(input.locationId) && l.bizId === bizId);
    const wardCode = location ? str(location.ward) || null : null;
    const idNumber = str(input.producerIdNumber) || null;
    const phone = str(input.producerPhone) ? normalisePhone(str(input.producerPhone)) : null;
    const own = producersOf(db).filter((p) => p.bizId === bizId);
    const { exact, proposed } = matchProducers(own, { name, idNumber, phone, wardCode });
    const found = exact ?? (byName && proposed.length === 1 ? proposed[0] : null);
    if (found) {
        input.producerId = found.id;
        input.producerName = found.name;
        return {};
    }
    input.pendingProducer = {
        id: 0,
        bizId,
        name,
        idNumber,
        phone,
        provinceCode: location ? str(location.province) || null : null,
        wardCode,
        anonymised: false,
        createdAt: now,
        updatedAt: now,
    } satisfies MockProducer;
    return {};
}

/** Saves the producer a valid plot input asked for (linkPlotProducer) and links the input to it. */
export function savePendingProducer(db: MockDb, input: Record<string, unknown>) {
    const pending = input.pendingProducer as MockProducer | undefined;
    if (!pending) return;
    pending.id = db.seq.producers = (db.seq.producers ?? 0) + 1;
    producersOf(db).push(pending);
    input.producerId = pending.id;
    delete input.pendingProducer;
}
