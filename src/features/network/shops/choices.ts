import { SHOP_TYPES } from '../kinds';
import { choicesOf } from '../../../custom/common/choices';

export const typeChoices = choicesOf('shops', 'types', SHOP_TYPES);
