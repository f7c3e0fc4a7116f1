import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its sidebar entries.
 */
export default {
    vi: {
        xts: {
            menu: {
                items: {
                    partners: 'Đối tác',
                    shops: 'Điểm bán',
                },
            },
        },
    },
    en: {
        xts: {
            menu: {
                items: {
                    partners: 'Partners',
                    shops: 'Sales points',
                },
            },
        },
    },
} satisfies ShellWords;
