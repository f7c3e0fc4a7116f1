import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its sidebar entries, and
 * the yield table's words that shared code says.
 */
export default {
    vi: {
        xts: {
            menu: {
                items: {
                    'biz-locations': 'Vùng trồng',
                    plots: 'Thửa đất',
                    'crop-yields': 'Năng suất dự kiến',
                },
            },
            // The page title, and what shared code says when the server lacks the yield calls.
            yields: {
                page: 'Năng suất dự kiến',
                unsupported:
                    'Máy chủ này chưa hỗ trợ bảng năng suất: sản lượng khai của các thửa chưa được kiểm tra.',
            },
        },
    },
    en: {
        xts: {
            menu: {
                items: {
                    'biz-locations': 'Growing locations',
                    plots: 'Plots',
                    'crop-yields': 'Expected yields',
                },
            },
            yields: {
                page: 'Expected yields',
                unsupported:
                    'This server does not offer the yield table: what lots declare from each plot is not checked.',
            },
        },
    },
} satisfies ShellWords;
