import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { XtsDataProvider } from '../../providers/dataProvider';
import { addDays, vietnamToday } from '../../domain/dates';

/** Today's Vietnam date, or the date `offset` days before it. */
export const day = (offset = 0) => addDays(vietnamToday(), -offset);

export function useRetailSettings() {
    const dataProvider = useDataProvider<XtsDataProvider>();
    return useQuery({
        queryKey: ['stamp-retails', 'settings'],
        queryFn: ({ signal }) => dataProvider.call('retailSettings', { signal }),
    });
}
