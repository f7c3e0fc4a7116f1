import type { ShellWords } from '../kit';

/** The register's and the transfer register's sidebar entries and page titles, in both languages. */
export default {
    vi: {
        xts: {
            menu: {
                items: {
                    producers: 'Hộ sản xuất',
                    transfers: 'Sổ chuyển dữ liệu ra nước ngoài',
                    'producer-rights': 'Nhật ký truy cập dữ liệu cá nhân',
                },
            },
            // The titles of the consent form and the transfer register (breadcrumb, window title).
            consents: { form: { page: 'Giấy đồng ý xử lý dữ liệu cá nhân' } },
            transfers: { title: 'Sổ chuyển dữ liệu ra nước ngoài' },
            // The household's export to print and the access log.
            rights: {
                print: { page: 'Dữ liệu cá nhân của hộ' },
                // What any screen says when the server lacks one of these calls (useServerLacks).
                unsupported:
                    'Máy chủ chưa hỗ trợ quyền của hộ đối với dữ liệu cá nhân (xuất, xoá, nhật ký truy cập).',
            },
            access: { title: 'Nhật ký truy cập dữ liệu cá nhân' },
            producers: {
                unsupported:
                    'Máy chủ chưa hỗ trợ sổ hộ sản xuất và sự đồng ý. Các chức năng khác vẫn dùng bình thường.',
            },
        },
    },
    en: {
        xts: {
            menu: {
                items: {
                    producers: 'Producers',
                    transfers: 'Register of transfers abroad',
                    'producer-rights': 'Personal data access log',
                },
            },
            consents: { form: { page: 'Personal data consent form' } },
            transfers: { title: 'Register of transfers abroad' },
            rights: {
                print: { page: "The household's personal data" },
                unsupported:
                    "The server does not support households' data rights yet (export, erasure, access log).",
            },
            access: { title: 'Personal data access log' },
            producers: {
                unsupported:
                    'The server does not support the producer register and consents yet. Everything else works as usual.',
            },
        },
    },
} satisfies ShellWords;
