import { useReducer } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { can } from '../providers/access';
import { currentRole, useSession } from '../providers/session';
import { forgetAffiliate, rememberedAffiliate } from './affiliateCode';
import { ShellBanner } from './ShellBanner';

/**
 * A campaign code remembered from /aff/{code} (before signing in, or before the first business
 * existed) is not forgotten: an owner is reminded to decide on it for the current business.
 */
export function AffiliateBanner() {
    const translate = useTranslate();
    const session = useSession();
    const { pathname } = useLocation();
    const [, dismissed] = useReducer((n: number) => n + 1, 0);
    const code = rememberedAffiliate();
    if (!code || !can(currentRole(session), 'affiliate', 'edit') || pathname.startsWith('/affiliate-confirm'))
        return null;
    return (
        <ShellBanner
            testId="affiliate-banner"
            action={
                <Stack direction="row" spacing={1}>
                    <Button
                        color="inherit"
                        size="small"
                        component={Link}
                        to={`/affiliate-confirm/${encodeURIComponent(code)}`}
                    >
                        {translate('xts.account.affiliate.resume_open')}
                    </Button>
                    <Button
                        color="inherit"
                        size="small"
                        onClick={() => {
                            forgetAffiliate();
                            dismissed();
                        }}
                    >
                        {translate('xts.account.affiliate.resume_dismiss')}
                    </Button>
                </Stack>
            }
        >
            {translate('xts.account.affiliate.resume', { code })}
        </ShellBanner>
    );
}
