import { STANDARDS } from '../../../domain/records';
import { choicesOf } from '../../../kit/choices';

export const standardChoices = choicesOf('biz-locations', 'standards', STANDARDS);
