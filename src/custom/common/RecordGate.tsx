import { use, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { pathTo, resourcePaths, type PathResource } from '../../routes';
import { ensureAreaMessages } from '../../providers/i18n';
import { StatusPage } from './StatusPages';
import { statusOf } from '../../providers/http';


/**
 * Detail and edit screens open through this gate: it reads the record once (the screen reuses the
 * cached answer) and, instead of a spinner or a silent redirect, shows a page that says what
 * happened when the record does not exist (404) or belongs to another business (403).
 */
export default function RecordGate({ resource, children }: { resource: string; children: ReactNode }) {
    // Its words are area messages; it is loaded with the first record screen, not with /login.
    use(ensureAreaMessages());
    const translate = useTranslate();
    const { id } = useParams();
    const { isPending, error } = useGetOne(
        resource,
        { id: id ?? '' },
        // A refusal or a missing record is not retried (the query client's policy); a server error once.
        { enabled: !!id },
    );
    const status = statusOf(error);
    if (status === 404 || status === 403) {
        const paths = resourcePaths[resource as PathResource] as { list?: string } | undefined;
        const message =
            status === 403
                ? (error as Error).message || translate('xts.record.forbidden_message')
                : translate('xts.record.not_found_message');
        return (
            <StatusPage
                title={translate(
                    status === 403 ? 'xts.record.forbidden_title' : 'xts.record.not_found_title',
                )}
                message={message}
                extra={
                    paths?.list ? (
                        <Button variant="outlined" component={Link} to={pathTo(resource, 'list')}>
                            {translate('xts.records.back_to_list')}
                        </Button>
                    ) : undefined
                }
            />
        );
    }
    if (isPending && !error && id) return <Loading />;
    return children;
}
