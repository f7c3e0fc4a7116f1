import { Avatar, Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { formatDate } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { useBusinessPage } from './useBusinessPage';
import { DetailHeader } from '../../kit/DetailHeader';
import { formatText } from '../../domain/text';

const FIELDS = [
    'code',
    'taxCode',
    'representative',
    'phone',
    'email',
    'website',
    'gln',
    'fullAddress',
] as const;

/** /biz and /biz/detail: everything the business record has, with the update action for owners. */
export default function BusinessDetailPage() {
    const translate = useTranslate();
    const session = useSession();
    const { business: data, placeholder } = useBusinessPage();
    usePageTitle(data?.name);
    if (placeholder) return placeholder;
    const label = (field: string) => translate(`xts.business_pages.fields.${field}`);
    return (
        <Card>
            <CardContent>
                <DetailHeader
                    picture={
                        <Avatar
                            src={data.logo ?? undefined}
                            alt=""
                            variant="rounded"
                            sx={{ width: 72, height: 72 }}
                        >
                            {data.name.charAt(0)}
                        </Avatar>
                    }
                    title={formatText(data.name)}
                    subtitle={`${label('createdAt')}: ${formatDate(data.createdAt)}`}
                    edit={
                        can(currentRole(session), 'business', 'edit')
                            ? { to: '/biz/update', label: translate('xts.business_pages.edit') }
                            : undefined
                    }
                />
                <Grid container spacing={2}>
                    {FIELDS.map((field) => (
                        <Grid key={field} size={{ xs: 12, sm: 6 }}>
                            <Typography variant="caption" color="text.secondary" component="div">
                                {label(field)}
                            </Typography>
                            <Typography>{formatText(data[field]) || '—'}</Typography>
                        </Grid>
                    ))}
                    <Grid size={12}>
                        <Typography variant="caption" color="text.secondary" component="div">
                            {label('description')}
                        </Typography>
                        <Typography sx={{ whiteSpace: 'pre-line' }}>
                            {formatText(data.description) || '—'}
                        </Typography>
                    </Grid>
                    <Grid size={12}>
                        <Typography variant="caption" color="text.secondary" component="div">
                            {label('images')}
                        </Typography>
                        {data.images?.length ? (
                            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                                {data.images.map((src, index) => (
                                    <Box
                                        key={index}
                                        component="img"
                                        src={src}
                                        alt=""
                                        sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }}
                                    />
                                ))}
                            </Stack>
                        ) : (
                            <Typography color="text.secondary">
                                {translate('xts.business_pages.no_images')}
                            </Typography>
                        )}
                    </Grid>
                </Grid>
            </CardContent>
        </Card>
    );
}
