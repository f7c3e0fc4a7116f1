import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { resourcePaths } from '../routes/screenPaths';
import { useCrumbs, useOverride } from '../kit/pageTitle';
import { trailOf } from '../kit/trail';

/** The shell's breadcrumb: the route's trail, its last crumb named by the page when it names itself. */
export function Breadcrumb() {
    const translate = useTranslate();
    const crumbs = useCrumbs();
    const title = useOverride();
    if (crumbs.length === 0) return null;
    // A resource's crumb leads to its list.
    const all = trailOf(crumbs, title, translate('xts.breadcrumb.home')).map(({ label, resource }) => ({
        label,
        to: resource && resourcePaths[resource]?.list,
    }));
    return (
        <Breadcrumbs aria-label={translate('xts.breadcrumb.label')} sx={{ mb: 1, mt: 1 }}>
            {all.length ? (
                <MuiLink component={Link} to="/dashboard" underline="hover" color="inherit">
                    {translate('xts.breadcrumb.home')}
                </MuiLink>
            ) : (
                <Typography color="text.primary" aria-current="page">
                    {translate('xts.breadcrumb.home')}
                </Typography>
            )}
            {all.map((crumb, index) =>
                crumb.to && index < all.length - 1 ? (
                    <MuiLink key={index} component={Link} to={crumb.to} underline="hover" color="inherit">
                        {crumb.label}
                    </MuiLink>
                ) : (
                    <Typography
                        key={index}
                        color="text.primary"
                        aria-current={index === all.length - 1 ? 'page' : undefined}
                    >
                        {crumb.label}
                    </Typography>
                ),
            )}
        </Breadcrumbs>
    );
}
