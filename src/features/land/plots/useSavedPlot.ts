import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { saveWalk } from './walkDraft';
import { useLeaveKept } from '../../offline/kept';

/** After a plot is saved: the walk kept for its form is no longer needed; its page opens. */
export function useSavedPlot(draftKey: string, verb: 'created' | 'updated') {
    const notify = useNotify();
    const navigate = useNavigate();
    const leaveKept = useLeaveKept();
    return {
        onSuccess: (record: { id: number | string }) => {
            saveWalk(draftKey, []);
            // Kept on the device for lack of a connection: a new plot has no page yet, its list shows.
            const kept =
                verb === 'updated' ? pathTo('plots', 'show', { id: record.id }) : pathTo('plots', 'list');
            if (leaveKept(record, kept)) return;
            notify(`ra.notification.${verb}`, { type: 'info', messageArgs: { smart_count: 1 } });
            navigate(pathTo('plots', 'show', { id: record.id }));
        },
    };
}
