import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router';
import { PublicPage } from '../../shell/signIn/PublicPage';
import { config } from '../../config';
import { call } from '../../providers/http';

/**
 * The public pages a link of the console opens in a new tab, as the mock serves them: a product
 * (`/mock-scan/p/<code>`) or a stamp (`/mock-scan/<code>`) of the scanner host, from the mock's
 * public API; any other outside address (`?to=`) is named, since the mock cannot show it.
 */
export default function MockScanPage() {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const [params] = useSearchParams();
    const rest = decodeURIComponent(pathname.replace(/^\/mock-scan\/?/, ''));
    const product = rest.startsWith('p/') ? rest.slice(2) : null;
    const stamp = !product && rest ? rest : null;
    const outside = params.get('to');
    const answer = useQuery({
        queryKey: ['mock-scan', rest],
        enabled: !!(product || stamp),
        queryFn: () =>
            product
                ? call<Record<string, unknown>>('publicProduct', { params: { code: product } })
                : call<Record<string, unknown>>('publicStamp', { params: { code: stamp! } }),
        retry: false,
    });
    const data = answer.data as
        | {
              name?: string;
              productName?: string;
              product?: { name?: string };
              message?: string;
              recall?: { warning: string } | null;
          }
        | undefined;
    return (
        <PublicPage>
            <Stack spacing={2}>
                <Typography variant="h5" component="h1">
                    {translate('xts.mock.scan_title')}
                </Typography>
                <Typography color="text.secondary">
                    {translate('xts.mock.scan_intro', {
                        address: outside ?? `${config.scannerHost}/${rest}`,
                    })}
                </Typography>
                {outside && <Alert severity="info">{translate('xts.mock.scan_outside')}</Alert>}
                {answer.isError && <Alert severity="error">{translate('xts.mock.scan_missing')}</Alert>}
                {data && (
                    <Stack spacing={1} data-testid="mock-scan-answer">
                        {data.recall && (
                            <Alert severity="error" variant="filled" sx={{ fontSize: '1.1rem' }}>
                                {data.recall.warning}
                            </Alert>
                        )}
                        {(data.name ?? data.product?.name ?? data.productName) && (
                            <Typography variant="h6" component="h2">
                                {data.name ?? data.product?.name ?? data.productName}
                            </Typography>
                        )}
                        {data.message && (
                            <Alert severity={data.recall ? 'warning' : 'success'}>{data.message}</Alert>
                        )}
                    </Stack>
                )}
            </Stack>
        </PublicPage>
    );
}
