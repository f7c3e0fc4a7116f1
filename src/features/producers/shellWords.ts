import type { ShellWords } from '../kit';

/** The register's and the transfer register's sidebar entries and page titles, in both languages. */
export default {
    vi: {
        xts: {
            menu: { items: { producers: 'Hộ sản xuất', transfers: 'Sổ chuyển dữ liệu ra nước ngoài' } },
            // The titles of the consent form and the transfer register (breadcrumb, window title).
            consents: { form: { page: 'Giấy đồng ý xử lý dữ liệu cá nhân' } },
            transfers: { title: 'Sổ chuyển dữ liệu ra nước ngoài' },
            producers: {
                unsupported:
                    'Máy chủ chưa hỗ trợ sổ hộ sản xuất và sự đồng ý. Các chức năng khác vẫn dùng bình thường.',
            },
        },
    },
    en: {
        xts: {
            menu: { items: { producers: 'Producers', transfers: 'Register of transfers abroad' } },
            consents: { form: { page: 'Personal data consent form' } },
            transfers: { title: 'Register of transfers abroad' },
            producers: {
                unsupported:
                    'The server does not support the producer register and consents yet. Everything else works as usual.',
            },
        },
    },
} satisfies ShellWords;
