import type { Scenario } from '../../../tests/contract/kit';
import { noToken } from '../../../tests/contract/kit';

/** The contract's scenarios: The dashboard (tests/contract/scenarios.ts runs them in its order). */
export const dashboardScenarios: Scenario[] = [
    { call: 'dashboard', title: "the owner's dashboard", expect: 200 },
    noToken('dashboard'),
];
