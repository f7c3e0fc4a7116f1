import { useQuery } from '@tanstack/react-query';
import { fetchAllPlots } from './plotApi';

/**
 * Every plot of a growing location, for its map and for the shape map of a plot form (one request,
 * so a form opened from the location page reads it from the cache). Not shared structurally: ten
 * thousand plots compared field by field on each refetch would hold the page longer than the read.
 */
export const useLocationMapPlots = (locationId: number | null) =>
    useQuery({
        queryKey: ['location-plots', locationId, 'map'],
        enabled: locationId !== null,
        retry: false,
        structuralSharing: false,
        queryFn: ({ signal }) => fetchAllPlots({ locationId: locationId! }, signal),
    });
