import type { ShellWords } from '../kit';

/** What the shell shows of this feature on every page, in both languages: its sidebar entries. */
export default {
    vi: {
        xts: {
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
