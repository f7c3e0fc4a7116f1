import { useQuery } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { CONSENT_PURPOSES, type Consent, type ConsentPurpose } from '../../../domain/producers';

export const consentsKey = (producerId: number) => ['consents', producerId];

/** A producer's consents, newest first (withdrawn ones too, with their withdrawal). */
export const useConsents = (producerId: number) =>
    useQuery({
        queryKey: consentsKey(producerId),
        retry: false,
        queryFn: ({ signal }) => call<Consent[]>('consentList', { params: { id: producerId }, signal }),
    });

/** For each purpose, the newest consent in force that covers it (null: none). */
export const currentByPurpose = (consents: Consent[]): [ConsentPurpose, Consent | null][] =>
    CONSENT_PURPOSES.map((purpose) => [
        purpose,
        consents.find((c) => !c.withdrawnAt && c.purposes.includes(purpose)) ?? null,
    ]);
