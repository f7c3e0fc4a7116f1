import { STANDARDS } from '../../../domain/records';
import { choicesOf } from '../../../custom/common/choices';

export const standardChoices = choicesOf('biz-locations', 'standards', STANDARDS);
