import type React from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';

export function StatusPage({
    title,
    message,
    note,
    extra,
}: {
    title: string;
    message: string;
    /** A second paragraph under the message (whether a failed read is tried again by itself). */
    note?: string;
    extra?: React.ReactNode;
}) {
    const translate = useTranslate();
    const navigate = useNavigate();
    return (
        <Paper sx={{ p: 4, mt: 2, textAlign: 'center' }}>
            <Typography variant="h4" component="h1" gutterBottom>
                {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {message}
            </Typography>
            {note && (
                <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
                    {note}
                </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
                {extra}
                <Button variant="outlined" onClick={() => navigate(-1)}>
                    {translate('xts.not_found.back')}
                </Button>
                <Button variant="contained" component={Link} to="/">
                    {translate('xts.not_found.back_home')}
                </Button>
            </Box>
        </Paper>
    );
}

/** Any unmatched route (spec section 8: 'Not Found'). */
export function NotFoundPage() {
    const translate = useTranslate();
    return (
        <StatusPage title={translate('xts.not_found.title')} message={translate('xts.not_found.message')} />
    );
}

/** A page the role table does not open to the current role. */
export function ForbiddenPage() {
    const translate = useTranslate();
    return (
        <StatusPage
            title={translate('xts.forbidden_page.title')}
            message={translate('xts.forbidden_page.message')}
        />
    );
}
