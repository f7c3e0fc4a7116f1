import { REASONS } from '../../../custom/stamps/stampStates';

export const reasonChoices = REASONS.map((id) => ({ id, name: `xts.stamps.reasons.${id}` }));
