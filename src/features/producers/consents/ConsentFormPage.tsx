import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, GlobalStyles, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useGetOne, useTranslate } from 'react-admin';
import { useSession } from '../../../providers/session';
import { usePageTitle } from '../../../kit/pageTitle';
import { CONSENT_PURPOSES, type Producer } from '../../../domain/producers';

/** A line to write on by hand. */
const Blank = ({ label }: { label: string }) => (
    <Typography sx={{ display: 'flex', gap: 1 }}>
        <span>{label}</span>
        <Box component="span" sx={{ flexGrow: 1, borderBottom: '1px dotted', minWidth: 120 }} />
    </Typography>
);

/**
 * The consent form to print and have signed (Law 91/2025/QH15): who asks, what data, for which
 * purposes each ticked on its own, that the household may refuse or withdraw at any time, then the
 * signatures. The console's frame is left off the paper; its photo, signed, is recorded as consent.
 */
export default function ConsentFormPage() {
    const translate = useTranslate();
    const { id } = useParams();
    const session = useSession();
    const bizName = session.current_biz?.biz_name ?? '';
    const { data: producer, isPending, error } = useGetOne<Producer>('producers', { id: Number(id) });
    usePageTitle(translate('xts.consents.form.page'));
    const words = (key: string, args?: Record<string, unknown>) =>
        translate(`xts.consents.form.${key}`, args);
    return (
        <Stack spacing={2} sx={{ maxWidth: 800, my: 2, mx: 'auto' }}>
            <GlobalStyles
                styles={{
                    '@media print': {
                        'header, nav, .RaSidebar-root, .MuiAppBar-root, .xts-no-print': {
                            display: 'none !important',
                        },
                    },
                }}
            />
            {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {error && <Alert severity="error">{translate('xts.consents.form.load_error')}</Alert>}
            {producer && (
                <>
                    <Stack
                        direction="row"
                        spacing={1}
                        className="xts-no-print"
                        useFlexGap
                        sx={{ flexWrap: 'wrap' }}
                    >
                        <Button component={RouterLink} to={`/producer/detail/${producer.id}`}>
                            {producer.name}
                        </Button>
                        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                            {words('print')}
                        </Button>
                    </Stack>
                    <Typography sx={{ textAlign: 'center', fontWeight: 600 }}>{words('motto')}</Typography>
                    <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
                        {words('title')}
                    </Typography>
                    <Typography>{words('intro', { business: bizName })}</Typography>
                    <Blank label={words('name', { name: producer.name })} />
                    <Blank label={words('id_number')} />
                    <Blank label={words('phone')} />
                    <Typography>{words('data')}</Typography>
                    <Typography sx={{ fontWeight: 600 }}>{words('purposes')}</Typography>
                    {CONSENT_PURPOSES.map((purpose) => (
                        <Typography key={purpose}>
                            {'☐ '}
                            {words(`purpose.${purpose}`)}
                        </Typography>
                    ))}
                    <Typography>{words('rights')}</Typography>
                    <Typography>{words('keep')}</Typography>
                    <Blank label={words('place_date')} />
                    <Stack direction="row" spacing={4} sx={{ pt: 2, pb: 10 }}>
                        <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }}>
                            {words('producer_sign')}
                        </Typography>
                        <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }}>
                            {words('business_sign', { business: bizName })}
                        </Typography>
                    </Stack>
                </>
            )}
        </Stack>
    );
}
