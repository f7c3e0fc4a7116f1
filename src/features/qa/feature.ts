import { defineFeature } from '../kit';

/**
 * The mock mode's tools for QA: the panel of personas, faults and pace on every page, and the
 * mock's own sign-in and scanner pages. A build for a real API host has none of its pages
 * (screens.ts) and never mounts its panel (main.tsx).
 */
export default defineFeature({
    name: 'qa',
    resources: {},
    calls: {},
});
