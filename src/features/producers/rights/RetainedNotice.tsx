import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, List, ListItem, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Producer } from '../../../domain/producers';
import { formatDate } from '../../../kit/format';
import { pathTo } from '../../../routes/screenPaths';
import { useRetained, type RetainedStatement } from './rightsApi';

/** The filed statements kept as declared, each a link to its page, with the date it is kept until. */
export function RetainedList({ statements }: { statements: RetainedStatement[] }) {
    const translate = useTranslate();
    return (
        <List dense disablePadding>
            {statements.map((s) => (
                <ListItem key={s.id} disableGutters>
                    <Link component={RouterLink} to={pathTo('statements', 'show', { id: s.id })}>
                        {translate('xts.rights.statement', {
                            reference: s.referenceNumber ?? s.internalReference,
                            declared: formatDate(s.declaredAt),
                            until: formatDate(s.keptUntil),
                        })}
                    </Link>
                </ListItem>
            ))}
        </List>
    );
}

/**
 * On the page of a household whose personal data were deleted: that they were, and the filed
 * statements the law makes the business keep as declared, until when.
 */
export function ErasedNotice() {
    const translate = useTranslate();
    const producer = useRecordContext<Producer>();
    const retained = useRetained(Number(producer?.id), !!producer?.anonymised);
    if (!producer?.anonymised) return null;
    const statements = retained.data?.statements ?? [];
    return (
        <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
                retained.isError ? (
                    <Button onClick={() => retained.refetch()}>{translate('xts.errors.retry')}</Button>
                ) : undefined
            }
        >
            <Typography variant="body2">{translate('xts.rights.erased_notice')}</Typography>
            {retained.isError && (
                <Typography variant="body2">{translate('xts.rights.retained_load_error')}</Typography>
            )}
            {statements.length > 0 && (
                <>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                        {translate('xts.rights.kept_notice')}
                    </Typography>
                    <RetainedList statements={statements} />
                </>
            )}
        </Alert>
    );
}
