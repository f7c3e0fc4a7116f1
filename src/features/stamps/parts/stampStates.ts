/** The states a stamp goes through, and why one is destroyed. */
export const STATES = ['generated', 'activated', 'sold', 'destroyed'] as const;
export const REASONS = ['damaged', 'lost', 'misprint', 'recalled', 'other'] as const;
