import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';

/** The outbox item a save's answer stands for (outbox.ts, `keep`), or null for a record the server saved. */
export const keptItem = (record: unknown): string | null => {
    const item = (record as { outboxItem?: unknown } | null)?.outboxItem;
    return typeof item === 'string' ? item : null;
};

/**
 * After a save: when it was kept on the device for lack of a connection, says so ("Đã lưu trên máy,
 * sẽ gửi khi có mạng"), goes to `path` when given, and answers true; otherwise does nothing.
 */
export function useLeaveKept() {
    const notify = useNotify();
    const navigate = useNavigate();
    return (record: unknown, path?: string): boolean => {
        if (!keptItem(record)) return false;
        notify('xts.offline.kept', { type: 'info' });
        if (path) navigate(path);
        return true;
    };
}
