import { use, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { screenPath } from '../routes/screenPaths';
import type { ResourceName } from '../features/resourceNames';
import { ensureAreaMessages } from '../providers/i18n';
import { StatusPage } from './StatusPages';
import { statusOf } from '../providers/http';
import { errorText } from './errors';
import { failureWords } from './failureWords';
import { PageLoading } from './PageLoading';
import { EDIT_QUERY } from './formSettings';

/**
 * Detail and edit screens open through this gate: it reads the record once (the screen reuses the
 * cached answer) and, instead of a spinner or a silent redirect, shows a page that says what
 * happened when the record does not exist (404) or belongs to another business (403), and, for any
 * other failure, that the server failed (with its message and a retry) rather than that the record
 * is missing. A refusal and a failure also say whether the page tries again by itself, or why not
 * (a refusal: who may see the record), from the rule the query client follows (providers/failure.ts).
 */
export default function RecordGate({ resource, children }: { resource: ResourceName; children: ReactNode }) {
    // Its words are area messages; it is loaded with the first record screen, not with /login.
    use(ensureAreaMessages());
    const translate = useTranslate();
    const { id } = useParams();
    const { isPending, error, refetch, isFetching, data } = useGetOne(
        resource,
        { id: id ?? '' },
        // Tried again by itself or not as providers/failure.ts says (a refusal, a missing record: not).
        // Not read again when the tab regains focus: the edit form under it would reset to the answer.
        { enabled: !!id, ...EDIT_QUERY },
    );
    // Once the record is shown, a later read that fails leaves the page (and what was typed) alone:
    // the list's banner and the save's own message say what failed.
    if (data !== undefined) return children;
    const status = statusOf(error);
    if (status === 404 || status === 403) {
        const listPath = screenPath(resource, 'list');
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
                note={
                    status === 403
                        ? failureWords(error, translate, { resource, subject: 'record' })
                        : undefined
                }
                extra={
                    listPath ? (
                        <Button variant="outlined" component={Link} to={listPath}>
                            {translate('xts.records.back_to_list')}
                        </Button>
                    ) : undefined
                }
            />
        );
    }
    if (error) {
        // Anything else (the server failing, out of reach, a timeout, an answer it could not read)
        // says nothing about the record: the page says the server failed, in its words, with a retry.
        return (
            <StatusPage
                title={translate('xts.record.failed_title')}
                message={errorText(error, translate)}
                note={failureWords(error, translate, { resource, subject: 'record' })}
                extra={
                    <Button variant="contained" disabled={isFetching} onClick={() => void refetch()}>
                        {translate('xts.errors.retry')}
                    </Button>
                }
            />
        );
    }
    if (isPending && id) return <PageLoading />;
    return children;
}
