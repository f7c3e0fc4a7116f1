import type { ShellWords } from '../kit';

/** What the shell shows of this feature on every page, in both languages: what the console says on every page when the server lacks the detection rules (useServerLacks). */
export default {
    vi: {
        xts: {
            scans: {
                settings: {
                    not_provided: 'Máy chủ chưa hỗ trợ quy tắc phát hiện tem nghi giả.',
                },
            },
        },
    },
    en: {
        xts: {
            scans: {
                settings: {
                    not_provided: 'The server does not support suspicious stamp detection rules.',
                },
            },
        },
    },
} satisfies ShellWords;
