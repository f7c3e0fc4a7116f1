import { type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled block of a detail page. */
export function Section({
    title,
    children,
    action,
}: {
    title: string;
    children: ReactNode;
    action?: ReactNode;
}) {
    const translate = useTranslate();
    return (
        <Box component="section" sx={{ mt: 3 }}>
            <Stack
                direction="row"
                sx={{
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    mb: 1,
                    gap: 1,
                    flexWrap: 'wrap',
                }}
            >
                <Typography variant="h6" component="h2">
                    {translate(title)}
                </Typography>
                {action}
            </Stack>
            {children}
        </Box>
    );
}
