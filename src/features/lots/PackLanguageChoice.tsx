import { ToggleButton, ToggleButtonGroup, Typography, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PackLanguage } from './packWords';

/** The choice beside the downloads: English for the importer, or the cooperative's Vietnamese copy. */
export function PackLanguageChoice({
    language,
    onChange,
}: {
    language: PackLanguage;
    onChange: (language: PackLanguage) => void;
}) {
    const translate = useTranslate();
    const label = translate('xts.pack.files_language');
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="pack-files-language">{label}</Typography>
            <ToggleButtonGroup
                exclusive
                size="small"
                value={language}
                aria-labelledby="pack-files-language"
                sx={{ flexWrap: 'wrap' }}
                onChange={(_, next: PackLanguage | null) => next && onChange(next)}
            >
                <ToggleButton value="en">{translate('xts.pack.files_en')}</ToggleButton>
                <ToggleButton value="vi">{translate('xts.pack.files_vi')}</ToggleButton>
            </ToggleButtonGroup>
        </Stack>
    );
}
