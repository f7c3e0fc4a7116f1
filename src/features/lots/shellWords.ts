import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its sidebar entry, its
 * pages' titles (the breadcrumb and the window's title show them before the page's words arrive),
 * and what the console says on every page when the server lacks lots, lot histories or origins
 * (useServerLacks).
 */
export default {
    vi: {
        xts: {
            menu: { items: { 'stamp-lots': 'Lô hàng' } },
            lots: {
                title: 'Lô hàng',
                report: { button: 'Báo cáo thu hồi' },
                unsupported:
                    'Máy chủ chưa hỗ trợ lô hàng và thu hồi lô. Các chức năng khác vẫn dùng bình thường.',
                epcis: { unsupported: 'Máy chủ chưa hỗ trợ xuất lịch sử lô hàng.' },
            },
            shipment: { title: 'Chọn lô cho lô hàng' },
            pack: { title: 'Hồ sơ EUDR' },
            origin: { unsupported: 'Máy chủ chưa hỗ trợ nguồn gốc lô và hồ sơ EUDR.' },
        },
    },
    en: {
        xts: {
            menu: { items: { 'stamp-lots': 'Lots' } },
            lots: {
                title: 'Lots',
                report: { button: 'Recall report' },
                unsupported:
                    'The server does not support lots and lot recalls yet. Everything else works as usual.',
                epcis: { unsupported: 'The server does not support exporting a lot history yet.' },
            },
            shipment: { title: 'Choose the lots of a shipment' },
            pack: { title: 'EUDR pack' },
            origin: { unsupported: 'The server does not support lot origins and EUDR packs yet.' },
        },
    },
} satisfies ShellWords;
