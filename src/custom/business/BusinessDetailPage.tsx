import {
    Alert,
    Avatar,
    Box,
    Button,
    Card,
    CardContent,
    CircularProgress,
    Grid,
    Stack,
    Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { errorText } from '../common/dialogs';
import { formatDate } from '../common/format';
import { usePageTitle } from '../layout/PageMeta';
import { useCurrentBusiness } from './useBusiness';
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
    const { data, isPending, error, refetch } = useCurrentBusiness();
    usePageTitle(data?.name);
    if (isPending) return <CircularProgress aria-label={translate('xts.app.loading')} />;
    if (error || !data) {
        return (
            <Alert
                severity="error"
                action={<Button onClick={() => refetch()}>{translate('xts.errors.retry')}</Button>}
            >
                {errorText(error, translate)}
            </Alert>
        );
    }
    const label = (field: string) => translate(`xts.business_pages.fields.${field}`);
    return (
        <Card>
            <CardContent>
                <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { sm: 'center' }, mb: 3 }}
                >
                    <Avatar
                        src={data.logo ?? undefined}
                        alt=""
                        variant="rounded"
                        sx={{ width: 72, height: 72 }}
                    >
                        {data.name.charAt(0)}
                    </Avatar>
                    <Box sx={{ flex: 1 }}>
                        <Typography variant="h5" component="h1">
                            {formatText(data.name)}
                        </Typography>
                        <Typography color="text.secondary">
                            {label('createdAt')}: {formatDate(data.createdAt)}
                        </Typography>
                    </Box>
                    {can(currentRole(session), 'business', 'edit') && (
                        <Button
                            variant="contained"
                            startIcon={<EditIcon />}
                            component={Link}
                            to="/biz/update"
                        >
                            {translate('xts.business_pages.edit')}
                        </Button>
                    )}
                </Stack>
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
