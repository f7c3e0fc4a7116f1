import { SHOP_TYPES } from '../../domain';
import { choicesOf } from '../../custom/common/lists';

export const typeChoices = choicesOf('shops', 'types', SHOP_TYPES);
