import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { LabelledButtons } from './screenButtons';

/**
 * A detail page's heading (h1) and what stands beside it (a status chip, a button), wrapping under
 * it on phones; its buttons keep their words there (LabelledButtons). `inset`: spaced from the edges
 * of the page's card, for a heading placed straight in it.
 */
export function TitleRow({
    title,
    inset = false,
    children,
}: {
    title: ReactNode;
    inset?: boolean;
    children?: ReactNode;
}) {
    return (
        <Stack
            direction="row"
            spacing={2}
            useFlexGap
            data-title-row
            sx={{ alignItems: 'center', flexWrap: 'wrap', ...(inset ? { px: 2, pt: 2 } : {}) }}
        >
            <Typography variant="h5" component="h1">
                {title}
            </Typography>
            {children && <LabelledButtons>{children}</LabelledButtons>}
        </Stack>
    );
}
