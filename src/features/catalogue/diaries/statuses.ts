import { choicesOf } from '../../../kit/choices';
import { DIARY_STATUSES } from '../../../domain/diaries';

export const statusChoices = choicesOf('diaries', 'statuses', DIARY_STATUSES);
