import { choicesOf } from '../../custom/common/lists';
import { DIARY_STATUSES } from '../../domain/diaries';

export const statusChoices = choicesOf('diaries', 'statuses', DIARY_STATUSES);
