import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { invalidateOptions, optionSource, type OptionKind } from '../providers/options';
import { pathTo, type WithScreen } from '../routes/screenPaths';

/**
 * After a record is saved: `also` refreshes what else shows it, the user is told, and the record's
 * detail page opens (the spec's path).
 */
export function useSavedOpensDetail(
    resource: WithScreen<'show'>,
    verb: 'created' | 'updated',
    also?: (data: RaRecord) => void,
) {
    const navigate = useNavigate();
    const notify = useNotify();
    return {
        onSuccess: (data: RaRecord) => {
            also?.(data);
            notify(`ra.notification.${verb}`, { type: 'info', messageArgs: { smart_count: 1 } });
            navigate(pathTo(resource, 'show', { id: data.id }));
        },
    };
}

/**
 * The same for a record that feeds cached select options (a product, a stamp template, a growing
 * location): the options are dropped first, so the next form reads the new list.
 */
export function useOptionSourceSaved(
    kind: OptionKind,
    verb: 'created' | 'updated',
    also?: (data: RaRecord) => void,
) {
    return useSavedOpensDetail(optionSource(kind), verb, (data) => {
        invalidateOptions(kind);
        also?.(data);
    });
}
