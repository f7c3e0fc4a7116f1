import { useQuery } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import type { Consent, Producer, Transfer } from '../../../domain/producers';
import type { StatementState } from '../../../domain/statements';

/** A filed statement that declared the producer, kept as declared until `keptUntil`. */
export interface RetainedStatement {
    id: number;
    internalReference: string;
    referenceNumber: string | null;
    state: StatementState;
    declaredAt: string;
    keptUntil: string;
}

export interface Retained {
    producerId: number;
    anonymised: boolean;
    statements: RetainedStatement[];
}

export type AccessAction = 'view' | 'export_json' | 'export_print' | 'export_csv' | 'erase';

export interface AccessEntry {
    id: number;
    at: string;
    by: string;
    role: 'owner' | 'user' | 'observer';
    action: AccessAction;
    producers: { id: number; name: string }[];
}

export interface ProducerExport {
    exportedAt: string;
    business: string;
    producer: Producer;
    consents: Consent[];
    plots: {
        id: number;
        code: string;
        crop: string;
        locationName: string;
        declaredAreaHa: number;
        areaHa: number | null;
        status: string;
    }[];
    transfers: Transfer[];
    statements: RetainedStatement[];
    accessLog: AccessEntry[];
}

export const retainedKey = (producerId: number) => ['producer-retained', producerId];

/** What the law keeps of a producer's data (no personal data in it). */
export const useRetained = (producerId: number, enabled = true) =>
    useQuery({
        queryKey: retainedKey(producerId),
        enabled,
        retry: false,
        queryFn: ({ signal }) => call<Retained>('producerRetained', { params: { id: producerId }, signal }),
    });

/** Everything held about one producer; the server writes each call to the access log. */
export const fetchExport = (producerId: number, as: 'json' | 'print', signal?: AbortSignal) =>
    call<ProducerExport>('producerExport', { params: { id: producerId }, query: { as }, signal });
