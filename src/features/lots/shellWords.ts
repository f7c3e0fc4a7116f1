import type { ShellWords } from '../kit';

/** What the shell shows of this feature on every page, in both languages: its sidebar entry, and what the console says on every page when the server lacks lots, lot histories or origins (useServerLacks). */
export default {
    vi: {
        xts: {
            menu: {
                items: {
                    'stamp-lots': 'Lô hàng',
                },
            },
            lots: {
                unsupported:
                    'Máy chủ chưa hỗ trợ lô hàng và thu hồi lô. Các chức năng khác vẫn dùng bình thường.',
                epcis: {
                    unsupported: 'Máy chủ chưa hỗ trợ xuất lịch sử lô hàng.',
                },
            },
            origin: {
                unsupported: 'Máy chủ chưa hỗ trợ nguồn gốc lô và hồ sơ EUDR.',
            },
        },
    },
    en: {
        xts: {
            menu: {
                items: {
                    'stamp-lots': 'Lots',
                },
            },
            lots: {
                unsupported:
                    'The server does not support lots and lot recalls yet. Everything else works as usual.',
                epcis: {
                    unsupported: 'The server does not support exporting a lot history yet.',
                },
            },
            origin: {
                unsupported: 'The server does not support lot origins and EUDR packs yet.',
            },
        },
    },
} satisfies ShellWords;
