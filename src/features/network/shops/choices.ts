import { SHOP_TYPES } from '../kinds';
import { choicesOf } from '../../../kit/choices';

export const typeChoices = choicesOf('shops', 'types', SHOP_TYPES);
