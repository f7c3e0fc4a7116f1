/**
 * The move of free-text producers into the register: each plot's typed name, ID number and phone
 * become one producer per household, and the plot links to it. A household is one only when its ID
 * number, its phone or the same name key in the same commune says so; households whose names merely
 * look alike stay apart, for a person to merge (producerMatch proposes them).
 */
import { matchProducers, nameKey, phoneKey } from '../../../domain/producers';
import type { MockDb } from '../../../mocks/state';
import type { MockProducer } from './model';

/** What the migration reads of a plot (a stored state of any version has these). */
interface OldPlot {
    id: number;
    bizId: number;
    locationId: number;
    producerId?: number | null;
    producerName: string;
    producerIdNumber: string | null;
    producerPhone: string | null;
    createdAt: string;
    [key: string]: unknown;
}

interface PlaceOf {
    provinceCode: string | null;
    wardCode: string | null;
}

/**
 * Links every plot without a producer to one, creating producers as needed; returns the producers
 * created. Plots are taken with an ID number first, then with a phone, then with a name only, so a
 * household known by its ID number is found by the plots that name only its phone.
 */
export function migratePlotProducers(db: MockDb, now: string): MockProducer[] {
    const plots = ((db.plots ?? []) as OldPlot[]).filter((p) => p.producerId == null);
    const producers = (db.producers ??= []);
    const created: MockProducer[] = [];
    const place = (plot: OldPlot): PlaceOf => {
        const location = db.bizLocations?.find((l) => l.id === plot.locationId);
        return {
            provinceCode: location ? String(location.province ?? '') || null : null,
            wardCode: location ? String(location.ward ?? '') || null : null,
        };
    };
    const rank = (p: OldPlot) => (p.producerIdNumber ? 0 : phoneKey(p.producerPhone) ? 1 : 2);
    const ordered = [...plots].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
    for (const plot of ordered) {
        const where = place(plot);
        const own = producers.filter((p) => p.bizId === plot.bizId);
        const idNumber = plot.producerIdNumber?.trim() || null;
        const phone = plot.producerPhone?.trim() || null;
        const { exact, proposed } = matchProducers(own, {
            name: plot.producerName,
            idNumber,
            phone,
            wardCode: where.wardCode,
        });
        // A name-only plot joins the one household of that name in its commune that came from the
        // text (an ID-numbered one may be another household of the same name: it is proposed, not joined).
        const sameText =
            !idNumber && !phone
                ? proposed.filter(
                      (p) => !p.idNumber && !p.phone && nameKey(p.name) === nameKey(plot.producerName),
                  )
                : [];
        let producer = exact ?? (sameText.length === 1 ? sameText[0] : null);
        if (!producer) {
            producer = {
                id: (db.seq.producers = (db.seq.producers ?? 0) + 1),
                bizId: plot.bizId,
                name: plot.producerName.trim(),
                idNumber,
                phone,
                ...where,
                anonymised: false,
                createdAt: plot.createdAt || now,
                updatedAt: now,
            };
            producers.push(producer);
            created.push(producer);
        } else {
            producer.idNumber ??= idNumber;
            producer.phone ??= phone;
        }
        plot.producerId = producer.id;
        // The ID number and phone now live with the producer only.
        plot.producerIdNumber = null;
        plot.producerPhone = null;
    }
    return created;
}
