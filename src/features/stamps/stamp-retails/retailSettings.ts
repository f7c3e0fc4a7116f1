import { useQuery } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { addDays, vietnamToday } from '../../../domain/dates';

/** Today's Vietnam date, or the date `offset` days before it. */
export const day = (offset = 0) => addDays(vietnamToday(), -offset);

export function useRetailSettings() {
    return useQuery({
        queryKey: ['stamp-retails', 'settings'],
        queryFn: ({ signal }) => call('retailSettings', { signal }),
    });
}
