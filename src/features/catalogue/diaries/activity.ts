import { formatDate } from '../../../kit/format';
import { type ActivityKind } from '../../../domain/diaries';

export interface Activity {
    id: number;
    diaryId: number;
    kind: string;
    kindName: string;
    date: string;
    performer: string;
    values: Record<string, unknown>;
    photos: string[];
    note: string;
}

/** An activity's own values, labelled by its kind's fields. */
export function activityValues(
    activity: Activity,
    kind: ActivityKind | undefined,
): { label: string; text: string }[] {
    if (!kind)
        return Object.entries(activity.values ?? {}).map(([label, value]) => ({
            label,
            text: String(value),
        }));
    return kind.fields
        .filter((f) => activity.values?.[f.key] !== undefined && activity.values[f.key] !== '')
        .map((f) => {
            const value = activity.values[f.key];
            const text =
                f.type === 'number'
                    ? new Intl.NumberFormat('vi-VN').format(Number(value))
                    : f.type === 'date'
                      ? formatDate(String(value))
                      : String(value);
            return { label: f.label, text: f.unit ? `${text} ${f.unit}` : text };
        });
}
