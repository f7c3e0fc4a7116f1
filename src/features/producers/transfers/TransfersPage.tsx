import { useSearchParams } from 'react-router';
import { Button, GlobalStyles, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../providers/session';
import { usePageTitle } from '../../../kit/pageTitle';
import { DateTextField } from '../../../kit/DateInput';
import { TransferRows } from './TransferRows';

/**
 * The register of transfers abroad (owners): every EUDR pack given out and every statement filed,
 * when, by whom, to whom, whose data and under which consent, for a period, a page at a time; printed
 * whole for a period as an annex to the business's transfer impact assessment dossier.
 */
export default function TransfersPage() {
    const translate = useTranslate();
    const session = useSession();
    const [params, setParams] = useSearchParams();
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const printing = params.get('print') === '1';
    usePageTitle(translate('xts.transfers.title'));
    const setPeriod = (key: 'from' | 'to', value: string) => {
        const next = new URLSearchParams(params);
        if (value) next.set(key, value);
        else next.delete(key);
        setParams(next, { replace: true });
    };
    const togglePrint = (on: boolean) => {
        const next = new URLSearchParams(params);
        if (on) next.set('print', '1');
        else next.delete('print');
        setParams(next);
    };
    return (
        <Stack spacing={2} sx={{ my: 2 }}>
            <GlobalStyles
                styles={{
                    '@media print': {
                        'header, nav, .RaSidebar-root, .MuiAppBar-root, .xts-no-print': {
                            display: 'none !important',
                        },
                    },
                }}
            />
            <Typography variant="h5" component="h1">
                {translate('xts.transfers.title')}
            </Typography>
            <Typography color="text.secondary">
                {translate(printing ? 'xts.transfers.annex' : 'xts.transfers.hint', {
                    business: session.current_biz?.biz_name ?? '',
                    from: from || '…',
                    to: to || '…',
                })}
            </Typography>
            <Stack
                direction="row"
                spacing={2}
                useFlexGap
                className="xts-no-print"
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
                <DateTextField
                    size="small"
                    label={translate('xts.transfers.from')}
                    value={from}
                    onChange={(value) => setPeriod('from', value)}
                />
                <DateTextField
                    size="small"
                    label={translate('xts.transfers.to')}
                    value={to}
                    onChange={(value) => setPeriod('to', value)}
                />
                {printing ? (
                    <>
                        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                            {translate('xts.transfers.print_now')}
                        </Button>
                        <Button onClick={() => togglePrint(false)}>{translate('xts.transfers.back')}</Button>
                    </>
                ) : (
                    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => togglePrint(true)}>
                        {translate('xts.transfers.print')}
                    </Button>
                )}
            </Stack>
            <TransferRows from={from} to={to} printing={printing} />
        </Stack>
    );
}
