import { SHOP_TYPES } from '../../domain';
import { choicesOf } from '../../custom/common/choices';

export const typeChoices = choicesOf('shops', 'types', SHOP_TYPES);
