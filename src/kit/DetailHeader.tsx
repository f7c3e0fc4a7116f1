import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router';

/**
 * The top of a profile-like page (a person, the business): its picture, its name as the heading
 * and a line under it, and the way to its update page when there is one.
 */
export function DetailHeader({
    picture,
    title,
    subtitle,
    edit,
}: {
    picture: ReactNode;
    title: ReactNode;
    subtitle: ReactNode;
    /** The update page and the button's words (already translated). */
    edit?: { to: string; label: string };
}) {
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, mb: 3 }}
        >
            {picture}
            <Box sx={{ flex: 1 }}>
                <Typography variant="h5" component="h1">
                    {title}
                </Typography>
                <Typography color="text.secondary">{subtitle}</Typography>
            </Box>
            {edit && (
                <Button variant="contained" startIcon={<EditIcon />} component={Link} to={edit.to}>
                    {edit.label}
                </Button>
            )}
        </Stack>
    );
}
