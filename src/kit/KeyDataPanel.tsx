import {
    Box,
    Chip,
    Link as MuiLink,
    List,
    ListItem,
    ListItemIcon,
    ListItemText,
    Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { KeyDataCheck } from '../domain/geo/readiness';

/**
 * Vietnam's key data elements (Circular 02/2024) of a product or a lot, each present or missing, each
 * a link to where it is entered (the checks come from the server: `keyData`).
 */
export function KeyDataPanel({
    checks,
    canEdit = true,
}: {
    checks: KeyDataCheck[] | undefined;
    canEdit?: boolean;
}) {
    const translate = useTranslate();
    if (!checks?.length) return null;
    const missing = checks.filter((c) => !c.present).length;
    return (
        <Box component="section" aria-labelledby="key-data-title" data-testid="key-data">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2" id="key-data-title">
                    {translate('xts.geo.panel.title')}
                </Typography>
                <Chip
                    size="small"
                    color={missing ? 'warning' : 'success'}
                    label={
                        missing
                            ? translate('xts.geo.panel.missing', { smart_count: missing })
                            : translate('xts.geo.panel.ready')
                    }
                />
            </Box>
            <List dense disablePadding>
                {checks.map((check) => (
                    <ListItem key={check.key} disableGutters>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                            {check.present ? (
                                <CheckCircleIcon
                                    color="success"
                                    fontSize="small"
                                    titleAccess={translate('xts.geo.panel.present')}
                                />
                            ) : (
                                <ErrorOutlineIcon
                                    color="warning"
                                    fontSize="small"
                                    titleAccess={translate('xts.geo.panel.absent')}
                                />
                            )}
                        </ListItemIcon>
                        {/* Each element leads to where it is entered: to add it, or to change it. */}
                        <ListItemText
                            primary={
                                check.fixPath && canEdit ? (
                                    <MuiLink component={Link} to={check.fixPath}>
                                        {translate(`xts.geo.readiness.${check.key}`)}
                                    </MuiLink>
                                ) : (
                                    translate(`xts.geo.readiness.${check.key}`)
                                )
                            }
                            secondary={
                                check.present
                                    ? null
                                    : translate(
                                          check.fixPath && canEdit
                                              ? 'xts.geo.panel.fix'
                                              : 'xts.geo.panel.absent',
                                      )
                            }
                        />
                    </ListItem>
                ))}
            </List>
        </Box>
    );
}
