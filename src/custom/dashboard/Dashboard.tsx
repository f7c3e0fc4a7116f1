import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../../providers/session';

/** Landing page of the console. */
export default function Dashboard() {
    const translate = useTranslate();
    const { me, current_biz } = useSession();
    return (
        <Card>
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate('xts.dashboard.welcome', { name: me?.name ?? '' })}
                </Typography>
                {current_biz && (
                    <Typography color="text.secondary">
                        {translate('xts.dashboard.current_business', {
                            name: current_biz.biz_name,
                            role: translate(`xts.roles.${current_biz.biz_role}`),
                        })}
                    </Typography>
                )}
            </CardContent>
        </Card>
    );
}
