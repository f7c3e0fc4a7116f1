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
            stale: 'The list could not be reloaded; showing the rows read before. %{message}',
            load_failed: 'The list could not be loaded',
            create: 'Add',
            search: 'Search',
            all: 'All',
        },
        // Whether a failed read is tried again by itself, and why not (providers/failure.ts).
        failure: {
            retries:
                'Tries again by itself after %{first} s, then less and less often, up to every %{last} s; “Try again” tries now.',
            no_retry: {
                forbidden:
                    'Will not try again by itself: the server refused this account the right to see it.',
                session: 'Will not try again by itself: the session has ended; sign in again.',
                missing: 'Will not try again by itself: the server says there is no such data.',
                lacks: 'Will not try again by itself: the server does not support this yet.',
                refused:
                    'Will not try again by itself: the server refused this request (code %{status}) and would answer the same again.',
                local: 'Will not try again by itself: the error is in this page, not on the server; reload the page.',
            },
            who: {
                only: 'Only %{roles} can see %{subject}.',
                everyone: 'Every role in the business can see %{subject}.',
                nobody: 'No role can see %{subject}.',
                and: ' and ',
            },
            roles: { owner: 'the owner', user: 'users', observer: 'observers' },
            subject: { list: 'this list', record: 'this record' },
        },
    },
};
