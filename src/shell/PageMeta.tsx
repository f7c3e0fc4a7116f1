import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../providers/sessionStore';
import { useCrumbs, useOverride } from '../kit/pageTitle';

/** Document title from the page (default 'Xác thực số') and the favicon from the business logo. */
export function DocumentMeta() {
    const translate = useTranslate();
    const crumbs = useCrumbs();
    const title = useOverride();
    const { current_biz } = useSession();
    const appTitle = translate('xts.app.title');
    const pageTitle = title ?? crumbs.map((c) => c.label).join(' – ');
    useEffect(() => {
        document.title = pageTitle ? `${pageTitle} | ${appTitle}` : appTitle;
    }, [pageTitle, appTitle]);
    useEffect(() => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
        if (link) link.href = current_biz?.biz_logo || '/favicon.svg';
    }, [current_biz?.biz_logo]);
    return null;
}
