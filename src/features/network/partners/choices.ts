import { PARTNER_TYPES } from '../kinds';
import { choicesOf } from '../../../kit/choices';

export const typeChoices = choicesOf('partners', 'types', PARTNER_TYPES);
