import type { ReactNode } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, type Theme } from '@mui/material';
import { ListNoResults, RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatText } from '../domain/text';
import type { RecordPath } from './FieldTable';

type Line = (record: RaRecord) => ReactNode;

/** The card that has the keyboard's focus is ringed. */
const focusRing = (theme: Theme) => ({
    '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-2px' },
});

/** Text from the server, cleaned of invisible control characters like every list cell. */
const clean = (line: Line | undefined, record: RaRecord) => {
    const node = line?.(record);
    return typeof node === 'string' ? formatText(node) : node;
};

/**
 * A list's records on a phone, one card each (the first line, with the third at its end, then the
 * second). A card that leads somewhere is a link there, as a whole: reached by Tab, opened by Enter
 * and named by its lines, the record's name first.
 */
export function RecordCards({
    primaryText,
    secondaryText,
    tertiaryText,
    recordPath,
}: {
    primaryText: Line;
    secondaryText?: Line;
    tertiaryText?: Line;
    recordPath?: RecordPath;
}) {
    const { data } = useListContext();
    if (!data?.length) return <ListNoResults />;
    return (
        <List>
            {data.map((record: RaRecord) => {
                const path = recordPath?.(record);
                const tertiary = clean(tertiaryText, record);
                const lines = (
                    <ListItemText
                        primary={
                            <div>
                                {clean(primaryText, record)}
                                {tertiary != null && tertiary !== '' && (
                                    <Box component="span" sx={{ float: 'right', opacity: 0.541176 }}>
                                        {tertiary}
                                    </Box>
                                )}
                            </div>
                        }
                        secondary={clean(secondaryText, record)}
                    />
                );
                return (
                    <RecordContextProvider key={record.id} value={record}>
                        <ListItem disablePadding={!!path}>
                            {path ? (
                                <ListItemButton
                                    component={RouterLink}
                                    to={path}
                                    state={{ _scrollToTop: true }}
                                    sx={focusRing}
                                >
                                    {lines}
                                </ListItemButton>
                            ) : (
                                lines
                            )}
                        </ListItem>
                    </RecordContextProvider>
                );
            })}
        </List>
    );
}
