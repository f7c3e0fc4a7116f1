import type { ShellWords } from '../kit';

/** What the shell shows of due diligence statements on every page: the sidebar entry and page titles. */
export default {
    vi: {
        xts: {
            menu: { items: { statements: 'Tờ khai EUDR' } },
            statements: {
                title: 'Tờ khai EUDR',
                verify: { page: 'Kiểm tra số tờ khai' },
                unsupported: 'Máy chủ chưa hỗ trợ tờ khai EUDR. Các chức năng khác vẫn dùng bình thường.',
            },
        },
    },
    en: {
        xts: {
            menu: { items: { statements: 'EUDR statements' } },
            statements: {
                title: 'EUDR statements',
                verify: { page: 'Check statement numbers' },
                unsupported:
                    'The server does not support EUDR statements yet. Everything else works as usual.',
            },
        },
    },
} satisfies ShellWords;
