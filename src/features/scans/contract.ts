import type { Scenario } from '../../../tests/contract/kit';
import { need, noToken } from '../../../tests/contract/kit';

/** The contract's scenarios: Suspicious-scan rules and the suspicious stamps (tests/contract/scenarios.ts runs them in its order). */
export const scanScenarios: Scenario[] = [
    {
        call: 'scanRules',
        title: "the business's suspicious-scan rules",
        expect: 200,
        as: 'observer',
        keep: (d, s) => (s.scanRules = d),
    },
    noToken('scanRules'),
    {
        call: 'scanRulesUpdate',
        title: 'saves the rules as they are',
        expect: 200,
        needs: need('scanRules'),
        request: (s) => ({ body: s.scanRules }),
    },
    {
        call: 'scanRulesUpdate',
        title: 'a distance under 10 km',
        expect: 400,
        invalid: true,
        needs: need('scanRules'),
        request: (s) => ({ body: { ...s.scanRules, farApart: { ...s.scanRules.farApart, distanceKm: 5 } } }),
    },
    {
        call: 'scanRulesUpdate',
        title: 'by a user who is not the owner',
        as: 'user',
        expect: 403,
        needs: need('scanRules'),
        request: (s) => ({ body: s.scanRules }),
    },
    {
        call: 'suspiciousStampList',
        title: 'stamps scanned far apart',
        expect: 200,
        request: () => ({ query: { rule: 'far_apart', page: 1, limit: 20 } }),
    },
    {
        call: 'suspiciousStampList',
        title: 'a rule that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({ query: { rule: 'moon_phase' } }),
    },
];
