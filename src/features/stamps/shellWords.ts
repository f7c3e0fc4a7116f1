import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its sidebar entries and the print file page's title.
 */
export default {
    vi: {
        xts: {
            // The title of the mock's print file page (the shell's frame shows it).
            stamps: { print: { page: 'Tệp in tem' } },
            menu: {
                items: {
                    'stamp-generations': 'In tem',
                    'stamp-activations': 'Kích hoạt tem',
                    'stamp-retails': 'Bán lẻ',
                    'stamp-destructions': 'Hủy tem',
                    'suspicious-stamps': 'Tem nghi giả',
                },
            },
        },
    },
    en: {
        xts: {
            // The title of the mock's print file page (the shell's frame shows it).
            stamps: { print: { page: 'Stamp print file' } },
            menu: {
                items: {
                    'stamp-generations': 'Stamp printing',
                    'stamp-activations': 'Stamp activation',
                    'stamp-retails': 'Retail sales',
                    'stamp-destructions': 'Stamp destruction',
                    'suspicious-stamps': 'Suspicious stamps',
                },
            },
        },
    },
} satisfies ShellWords;
