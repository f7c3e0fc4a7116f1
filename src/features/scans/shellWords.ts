import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its page's title (the
 * breadcrumb and the window's title show it before the page's words arrive), and what the console
 * says on every page when the server lacks the detection rules (useServerLacks).
 */
export default {
    vi: {
        xts: {
            pages: { scan_rules: 'Quy tắc phát hiện tem nghi giả' },
            scans: { settings: { not_provided: 'Máy chủ chưa hỗ trợ quy tắc phát hiện tem nghi giả.' } },
        },
    },
    en: {
        xts: {
            pages: { scan_rules: 'Suspicious stamp detection rules' },
            scans: {
                settings: { not_provided: 'The server does not support suspicious stamp detection rules.' },
            },
        },
    },
} satisfies ShellWords;
