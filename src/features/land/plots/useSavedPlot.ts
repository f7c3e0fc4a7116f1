import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { saveWalk } from './walkDraft';

/** After a plot is saved: the walk kept for its form is no longer needed; its page opens. */
export function useSavedPlot(draftKey: string, verb: 'created' | 'updated') {
    const notify = useNotify();
    const navigate = useNavigate();
    return {
        onSuccess: (record: { id: number | string }) => {
            saveWalk(draftKey, []);
            notify(`ra.notification.${verb}`, { type: 'info', messageArgs: { smart_count: 1 } });
            navigate(pathTo('plots', 'show', { id: record.id }));
        },
    };
}
