import { useState } from 'react';
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useCanAccess, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { formatDate } from '../../../kit/format';
import { type ActivityKind } from '../../../domain/diaries';
import { activitiesKey } from './hooks';
import { activityValues, type Activity } from './activity';
import { ImageViewer } from '../../../kit/ImageViewer';

export function ActivityItem({
    activity,
    kind,
    diary,
    editable,
}: {
    activity: Activity;
    kind?: ActivityKind;
    diary: RaRecord;
    editable: boolean;
}) {
    const translate = useTranslate();
    const notify = useNotify();
    const provider = useDataProvider();
    const queryClient = useQueryClient();
    const { canAccess: canEdit } = useCanAccess({ resource: 'diary-activities', action: 'edit' });
    const { canAccess: canDelete } = useCanAccess({ resource: 'diary-activities', action: 'delete' });
    const { showError, errorDialog } = useErrorDialog();
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const remove = async () => {
        setBusy(true);
        try {
            await provider.delete('diary-activities', { id: activity.id, previousData: activity });
            await queryClient.invalidateQueries({ queryKey: activitiesKey(diary.id) });
            queryClient.invalidateQueries({ queryKey: ['diaries'] });
            notify('xts.catalogue.diaries.deleted', { type: 'success' });
        } catch (error) {
            showError(error);
        } finally {
            setBusy(false);
            setConfirming(false);
        }
    };
    const values = activityValues(activity, kind);
    return (
        <Box
            component="li"
            sx={{ position: 'relative', pl: 4, pb: 3, listStyle: 'none' }}
            data-testid="activity"
        >
            <Box
                sx={{
                    position: 'absolute',
                    left: 8,
                    top: 6,
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    border: 3,
                    borderColor: 'background.paper',
                    boxShadow: 1,
                }}
            />
            <Paper variant="outlined" sx={{ p: 2 }}>
                <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
                >
                    <Box sx={{ minWidth: 0 }}>
                        <Typography variant="caption" color="text.secondary">
                            {formatDate(activity.date)}
                        </Typography>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                            {activity.kindName}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {translate('xts.catalogue.diaries.by', { name: activity.performer })}
                        </Typography>
                    </Box>
                    {editable && (
                        <Stack direction="row">
                            {canEdit && (
                                <Tooltip title={translate('xts.catalogue.diaries.edit_activity')}>
                                    <IconButton
                                        component={Link}
                                        to={pathTo('diary-activities', 'edit', {
                                            diaryId: diary.id,
                                            id: activity.id,
                                        })}
                                        aria-label={`${translate('xts.catalogue.diaries.edit_activity')} ${activity.kindName} ${formatDate(activity.date)}`}
                                    >
                                        <EditIcon fontSize="small" />
                                    </IconButton>
                                </Tooltip>
                            )}
                            {canDelete && (
                                <Tooltip title={translate('xts.catalogue.diaries.delete_activity')}>
                                    <IconButton
                                        color="error"
                                        onClick={() => setConfirming(true)}
                                        aria-label={`${translate('xts.catalogue.diaries.delete_activity')} ${activity.kindName} ${formatDate(activity.date)}`}
                                    >
                                        <DeleteIcon fontSize="small" />
                                    </IconButton>
                                </Tooltip>
                            )}
                        </Stack>
                    )}
                </Stack>
                {values.length > 0 && (
                    <Box
                        component="dl"
                        sx={{
                            display: 'grid',
                            gridTemplateColumns: 'minmax(110px, max-content) 1fr',
                            columnGap: 2,
                            rowGap: 0.25,
                            my: 1,
                        }}
                    >
                        {values.map((v) => (
                            <Box key={v.label} sx={{ display: 'contents' }}>
                                <Typography component="dt" variant="body2" color="text.secondary">
                                    {v.label}
                                </Typography>
                                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                                    {v.text}
                                </Typography>
                            </Box>
                        ))}
                    </Box>
                )}
                {activity.note && (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                        {activity.note}
                    </Typography>
                )}
                {activity.photos?.length > 0 && (
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                        {activity.photos.map((src, index) => (
                            <ImageViewer
                                key={index}
                                src={src}
                                alt={translate('xts.catalogue.diaries.photo_alt', { index: index + 1 })}
                            />
                        ))}
                    </Stack>
                )}
            </Paper>
            <ConfirmDialog
                open={confirming}
                loading={busy}
                destructive
                content={translate('xts.catalogue.diaries.confirm_delete', {
                    kind: activity.kindName,
                    date: formatDate(activity.date),
                })}
                confirmLabel={translate('xts.catalogue.diaries.delete_activity')}
                onConfirm={remove}
                onClose={() => setConfirming(false)}
            />
            {errorDialog}
        </Box>
    );
}
