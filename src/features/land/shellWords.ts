import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its sidebar entries.
 */
export default {
    vi: {
        xts: {
            menu: {
                items: {
                    'biz-locations': 'Vùng trồng',
                    plots: 'Thửa đất',
                },
            },
        },
    },
    en: {
        xts: {
            menu: {
                items: {
                    'biz-locations': 'Growing locations',
                    plots: 'Plots',
                },
            },
        },
    },
} satisfies ShellWords;
