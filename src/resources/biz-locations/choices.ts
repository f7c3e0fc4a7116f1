import { STANDARDS } from '../../domain';
import { choicesOf } from '../../custom/common/lists';

export const standardChoices = choicesOf('biz-locations', 'standards', STANDARDS);
