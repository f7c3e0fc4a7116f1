import { PARTNER_TYPES } from '../kinds';
import { choicesOf } from '../../../custom/common/choices';

export const typeChoices = choicesOf('partners', 'types', PARTNER_TYPES);
