import { Button } from '@mui/material';
import { ShellBanner } from '../../../shell/ShellBanner';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../providers/session';
import { isTodayUtc } from '../../../kit/format';
import { openModal } from '../../../shell/modals';

/** 'Bạn đang có N lời mời liên kết', plus 'Hôm nay có M lời mời mới' when some arrived today (UTC). */
export function InvitationBanner() {
    const translate = useTranslate();
    const { invitations } = useSession();
    if (invitations.length === 0) return null;
    const today = invitations.filter((invitation) => isTodayUtc(invitation.createdAt)).length;
    return (
        <ShellBanner
            testId="invitation-banner"
            action={
                <Button color="inherit" size="small" onClick={() => openModal('invitations')}>
                    {translate('xts.invitations.view')}
                </Button>
            }
        >
            {translate('xts.invitations.banner', { smart_count: invitations.length })}
            {today > 0 && <>. {translate('xts.invitations.banner_today', { smart_count: today })}</>}
        </ShellBanner>
    );
}
