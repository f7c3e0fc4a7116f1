import { REASONS } from '../parts/stampStates';

export const reasonChoices = REASONS.map((id) => ({ id, name: `xts.stamps.reasons.${id}` }));
