import type { ShellWords } from '../kit';

/**
 * What the frame shows of the QA tools: the mock's demo personas on the sign-in page and the titles
 * of the mock's own pages (the frame shows a page's title before its words arrive).
 */
export default {
    vi: {
        xts: {
            mock: {
                sso_title: 'Đăng nhập XTS (mô phỏng)',
                zalo_title: 'Zalo (mô phỏng)',
                personas: {
                    owner: 'Chủ sở hữu',
                    user: 'Người dùng',
                    observer: 'Người xem',
                    newcomer: 'Người mới (chưa có hồ sơ)',
                    locked: 'Tài khoản bị khóa',
                },
            },
        },
    },
    en: {
        xts: {
            mock: {
                sso_title: 'XTS sign-in (mock)',
                zalo_title: 'Zalo (mock)',
                personas: {
                    owner: 'Owner',
                    user: 'User',
                    observer: 'Observer',
                    newcomer: 'Newcomer (no profile yet)',
                    locked: 'Locked account',
                },
            },
        },
    },
} satisfies ShellWords;
