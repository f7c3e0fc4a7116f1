import type { Scenario } from '../../../tests/contract/kit';
import { FIXTURES, RUN, need } from '../../../tests/contract/kit';

/**
 * An import's producers, in the sequence the console follows (`plotImport` in
 * api/paths/plots.yaml): a household new to the register is created once, even when its creation is
 * sent again with its key; the plots then go with their `producerId`. A plot sent with a name only is
 * linked by its ID number, and never by its name: the same name without an ID number is a new producer.
 * They run after the plot scenarios (a growing location `locationId` in the ward FIXTURES.ward).
 */
const ID_NUMBER = `0681${RUN}9`.slice(0, 12);
const NAME = `Hộ Ksor H'Bia ${RUN}`;
const CREATE_KEY = `contract-import-producer-${RUN}-${Math.random().toString(36).slice(2)}`;

const expectThat = (ok: boolean, what: string) => {
    if (!ok) throw new Error(what);
};

const point = (code: string, lon: number, producer: Record<string, unknown>) => ({
    code,
    ...producer,
    crop: 'Cà phê Arabica',
    declaredAreaHa: 0.6,
    geometry: { type: 'Point', coordinates: [lon, 11.9634567] },
});

const createNew = () => ({
    headers: { 'Idempotency-Key': CREATE_KEY },
    body: { name: NAME, idNumber: ID_NUMBER, wardCode: FIXTURES.ward, provinceCode: FIXTURES.province },
});

export const importProducerScenarios: Scenario[] = [
    {
        call: 'producerCreate',
        title: 'a household new to the register, from an imported file',
        as: 'user',
        expect: 200,
        request: createNew,
        keep: (d, s) => (s.importProducerId = d.id),
    },
    {
        call: 'producerCreate',
        title: 'the same household sent again with its key after a lost answer: the same producer',
        as: 'user',
        expect: 200,
        needs: need('importProducerId'),
        request: createNew,
        inspect: (a, s) =>
            expectThat(a.data.id === s.importProducerId, `a second producer ${a.data.id} was created`),
    },
    {
        call: 'plotImport',
        title: 'plots with their producerId, one by its ID number, and one of the same name without one',
        as: 'user',
        expect: 200,
        needs: (s) => need('importProducerId')(s) ?? need('locationId')(s),
        request: (s) => ({
            body: {
                locationId: s.locationId,
                plots: [
                    point(`NKP1${RUN}`, 108.6412345, { producerId: s.importProducerId, producerName: NAME }),
                    point(`NKP2${RUN}`, 108.6512345, {
                        producerName: 'Tên gõ khác',
                        producerIdNumber: ID_NUMBER,
                    }),
                    point(`NKP3${RUN}`, 108.6612345, { producerName: NAME }),
                ],
            },
        }),
        inspect: (a, s) => {
            const ids = a.data.created.map((p: { producerId: number }) => p.producerId);
            expectThat(
                a.data.created.length === 3,
                `created ${a.data.created.length}: ${JSON.stringify(a.data.refused)}`,
            );
            expectThat(ids[0] === s.importProducerId && ids[1] === s.importProducerId, `not linked: ${ids}`);
            expectThat(ids[2] !== s.importProducerId, 'a name alone was linked to a producer');
        },
    },
    {
        call: 'producerDetail',
        title: 'the imported household with its two plots',
        expect: 200,
        needs: need('importProducerId'),
        request: (s) => ({ params: { id: s.importProducerId } }),
        inspect: (a) => expectThat(a.data.plots === 2, `plots ${a.data.plots}`),
    },
];
