import { REASONS } from '../../custom/stamps/listParts';

export const reasonChoices = REASONS.map((id) => ({ id, name: `xts.stamps.reasons.${id}` }));
