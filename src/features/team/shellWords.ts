import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its sidebar entries.
 */
export default {
    vi: {
        xts: {
            menu: {
                items: {
                    'biz-users': 'Người dùng',
                    invitations: 'Lời mời đã gửi',
                },
            },
        },
    },
    en: {
        xts: {
            menu: {
                items: {
                    'biz-users': 'Business users',
                    invitations: 'Sent invitations',
                },
            },
        },
    },
} satisfies ShellWords;
