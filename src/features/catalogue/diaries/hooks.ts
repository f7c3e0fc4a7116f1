import { call } from '../../../providers/http';
import { useQuery } from '@tanstack/react-query';
import type { ActivityKind } from '../../../domain/diaries';

export interface TemplateSummary {
    id: number;
    code: string;
    name: string;
    standard: string;
    description: string;
    kindNames: string[];
}

/** The diary templates the server offers (they rarely change: kept for the session). */
export const useDiaryTemplates = () =>
    useQuery({
        queryKey: ['diary-templates'],
        queryFn: ({ signal }) => call<TemplateSummary[]>('diaryTemplates', { signal }),
        staleTime: 30 * 60_000,
    });

/** Activity kinds of a template (choosing a template in the diary form). */
export const useTemplateKinds = (templateId: unknown) =>
    useQuery({
        queryKey: ['diary-templates', 'kinds', String(templateId)],
        queryFn: ({ signal }) =>
            call<ActivityKind[]>('diaryTemplateActivities', { params: { id: templateId }, signal }),
        enabled: templateId !== undefined && templateId !== null && templateId !== '',
        staleTime: 30 * 60_000,
    });

/** Activity kinds a diary offers (its template's). */
export const useDiaryKinds = (diaryId: unknown) =>
    useQuery({
        queryKey: ['diaries', 'kinds', String(diaryId)],
        queryFn: ({ signal }) =>
            call<ActivityKind[]>('diaryTemplateActivitiesByDiary', { params: { id: diaryId }, signal }),
        enabled: diaryId !== undefined && diaryId !== null && diaryId !== '',
    });

export const activitiesKey = (diaryId: unknown) => ['diary-activities', 'of', String(diaryId)];
