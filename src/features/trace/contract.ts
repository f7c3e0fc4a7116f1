import type { Scenario } from '../../../tests/contract/kit';
import { need } from '../../../tests/contract/kit';

/** The contract's scenarios: Tracing a stamp (tests/contract/scenarios.ts runs them in its order). */
export const traceScenarios: Scenario[] = [
    {
        call: 'trace',
        title: 'a sold stamp',
        expect: 200,
        needs: need('stampCode'),
        request: (s) => ({ query: { code: s.stampCode } }),
    },
    { call: 'trace', title: 'without a code', expect: 400, invalid: true },
];
