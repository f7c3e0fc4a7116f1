import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { invalidateOptions, optionSource, type OptionKind } from '../../providers/options';
import { pathTo } from '../../routes';

/**
 * After saving a record that feeds cached select options (a product, a stamp template, a growing
 * location): the options are dropped so the next form reads the new list, `also` refreshes what
 * else shows the record, the user is told, and the record's detail page opens.
 */
export function useOptionSourceSaved(kind: OptionKind, verb: 'created' | 'updated', also?: (data: RaRecord) => void) {
    const navigate = useNavigate();
    const notify = useNotify();
    return {
        onSuccess: (data: RaRecord) => {
            invalidateOptions(kind);
            also?.(data);
            notify(`ra.notification.${verb}`, { type: 'info', messageArgs: { smart_count: 1 } });
            navigate(pathTo(optionSource(kind), 'show', { id: data.id }));
        },
    };
}
