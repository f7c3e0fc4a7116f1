import { type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Detail({ label, children }: { label: string; children: ReactNode }) {
    const translate = useTranslate();
    return (
        <Box>
            <Typography variant="caption" color="text.secondary" component="p">
                {translate(label)}
            </Typography>
            <Typography component="div">{children || '—'}</Typography>
        </Box>
    );
}
