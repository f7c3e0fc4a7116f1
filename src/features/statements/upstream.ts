import type { StatementActivity } from '../../domain/statements';

/** A statement of another operator the EU stand-in knows (for verification). */
export interface UpstreamStatement {
    referenceNumber: string;
    verificationNumber: string;
    state: 'available' | 'withdrawn';
    operatorName: string;
    activity: StatementActivity;
    hsHeading: string;
    countryOfProduction: string;
    netMassKg: number;
}

/** Statements of other operators the stand-in knows, for checking numbers (QA and the contract). */
export const UPSTREAM: UpstreamStatement[] = [
    {
        referenceNumber: '25DEUPSTRM0001',
        verificationNumber: 'UPST0001',
        state: 'available',
        operatorName: 'Nordkaffee Import GmbH',
        activity: 'import',
        hsHeading: '090111',
        countryOfProduction: 'VN',
        netMassKg: 19_200,
    },
    {
        referenceNumber: '25NLUPSTRM0002',
        verificationNumber: 'UPST0002',
        state: 'withdrawn',
        operatorName: 'Rotterdam Green Coffee B.V.',
        activity: 'import',
        hsHeading: '090111',
        countryOfProduction: 'VN',
        netMassKg: 6_400,
    },
];
