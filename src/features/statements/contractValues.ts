import type { State } from '../../../tests/contract/kit';
import { RUN } from '../../../tests/contract/kit';

/** What the statements' contract scenarios share: their keys, the EU control, a valid input, checks. */
export const SUBMIT_KEY = `contract-statement-${RUN}-${Math.random().toString(36).slice(2)}`;
export const AMEND_KEY = `contract-amend-${RUN}-${Math.random().toString(36).slice(2)}`;
export const eu = (mode: string) => () => ({ path: '/__mock/eu', body: { mode, count: 1 } });
export const check = (ok: unknown, what: string) => {
    if (!ok) throw new Error(what);
};
export const input = (s: State) => ({
    activity: 'export',
    hsHeading: '090111',
    description: 'Cà phê nhân Arabica Cầu Đất, hợp đồng thử',
    netMassKg: 1_250,
    supplementaryUnits: null,
    countryOfProduction: 'VN',
    lots: s.stLots,
    part: null,
    referencedStatements: [],
});
export const id = (key: string) => (s: State) => ({ params: { id: s[key] } });
export const numbers = (s: State) => ({
    referenceNumber: s.stReference,
    verificationNumber: s.stVerification,
});
export const verified = (result: string) => (d: any) =>
    check(d.result === result, `result ${d.result}, not ${result}`);
export const year = String(new Date().getUTCFullYear()).slice(-2);
export const RECORDED = {
    referenceNumber: `${year}VNREC${RUN.padStart(7, '0')}`,
    verificationNumber: `R${RUN}`.slice(0, 8).padEnd(8, '0'),
};
