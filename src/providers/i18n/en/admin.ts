/** Administration: the words of the manage section's own pages (its resources' words are in src/features). */
export default {
    xts: {
        status: {
            active: 'Active',
            inactive: 'Inactive',
            locked: 'Locked',
            pending: 'Pending',
            accepted: 'Accepted',
            rejected: 'Rejected',
            cancelled: 'Cancelled',
        },
        records: {
            stop: 'Deactivate',
            resume: 'Reactivate',
            confirm_stop:
                'Deactivate “%{name}”? The record is kept and can no longer be picked in stamp operations.',
            confirm_resume: 'Reactivate “%{name}”?',
            stopped: 'Deactivated',
            resumed: 'Reactivated',
            back_to_list: 'Back to list',
        },
        list: {
            stale: 'The list could not be reloaded; showing the rows read before, trying again by itself. %{message}',
            load_failed: 'The list could not be loaded',
            create: 'Add',
            search: 'Search',
            all: 'All',
        },
    },
};
