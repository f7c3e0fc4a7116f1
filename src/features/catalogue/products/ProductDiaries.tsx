import { call } from '../../../providers/http';
import {
    Alert,
    CircularProgress,
    List as MuiList,
    ListItem,
    ListItemButton,
    ListItemText,
    Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '../../../routes/screenPaths';
import { errorText } from '../../../kit/errors';
import { formatDate } from '../../../kit/format';
import { Section } from './Section';

interface DiaryOption {
    id: number;
    name: string;
    season?: string;
    status: string;
    startDate: string;
}

/** The production diaries of this product (diary options of a product). */
export function DiariesSection() {
    const record = useRecordContext();
    const translate = useTranslate();
    const { data, isPending, isError, error } = useQuery({
        queryKey: ['diaries', 'options', String(record?.id)],
        queryFn: ({ signal }) => call<DiaryOption[]>('diaryOptions', { params: { id: record!.id }, signal }),
        enabled: !!record,
    });
    return (
        <Section title="xts.catalogue.products.diaries_title">
            {isPending ? (
                <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
            ) : isError ? (
                <Alert severity="error">{errorText(error, translate)}</Alert>
            ) : data.length === 0 ? (
                <Typography color="text.secondary">
                    {translate('xts.catalogue.products.no_diaries')}
                </Typography>
            ) : (
                <MuiList dense disablePadding>
                    {data.map((d) => (
                        <ListItem key={d.id} disablePadding>
                            <ListItemButton component={Link} to={pathTo('diaries', 'show', { id: d.id })}>
                                <ListItemText
                                    primary={d.name}
                                    secondary={`${formatDate(d.startDate)} · ${translate(`resources.diaries.statuses.${d.status}`, { _: d.status })}`}
                                />
                            </ListItemButton>
                        </ListItem>
                    ))}
                </MuiList>
            )}
        </Section>
    );
}
