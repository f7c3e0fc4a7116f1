import { PARTNER_TYPES } from '../../domain';
import { choicesOf } from '../../custom/common/choices';

export const typeChoices = choicesOf('partners', 'types', PARTNER_TYPES);
