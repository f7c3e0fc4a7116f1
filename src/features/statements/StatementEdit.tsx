import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Toolbar } from '@mui/material';
import { Edit, SaveButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { EDIT_QUERY } from '../../kit/formSettings';
import { DraftKeeper } from '../../kit/DraftKeeper';
import { fieldErrorsOf } from '../../kit/errors';
import { formatDateTime } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { pathTo } from '../../routes/screenPaths';
import type { Statement } from '../../domain/statements';
import { amendStatement, writeErrorText } from './statementApi';
import { StatementForm } from './StatementForm';
import { toInput } from './statementRules';

function Title({ amend }: { amend: boolean }) {
    const translate = useTranslate();
    const record = useRecordContext<Statement>();
    usePageTitle(
        record
            ? translate(`xts.statements.form.${amend ? 'amend_title' : 'edit_title'}`, {
                  reference: record.internalReference,
              })
            : null,
    );
    if (!amend || !record?.amendableUntil) return null;
    return (
        <Alert severity="info" sx={{ mb: 2 }}>
            {translate('xts.statements.form.amend_note', { until: formatDateTime(record.amendableUntil) })}
        </Alert>
    );
}

/**
 * The amendment: the same form, sent as an amendment (with its Idempotency-Key, kept by `call` for
 * this attempt) instead of saved; a refusal leaves every typed value in place and says why above.
 */
function AmendForm() {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const record = useRecordContext<Statement>();
    const [problem, setProblem] = useState<string | null>(null);
    if (!record) return null;
    const submit = async (values: Record<string, unknown>) => {
        setProblem(null);
        try {
            await amendStatement(record.id, toInput(values));
            notify('xts.statements.actions.amended', { type: 'success' });
            navigate(pathTo('statements', 'show', { id: record.id }));
            return undefined;
        } catch (error) {
            setProblem(writeErrorText(error, translate));
            return fieldErrorsOf(error);
        }
    };
    return (
        <StatementForm
            onSubmit={submit}
            above={
                <>
                    <Title amend />
                    {problem && (
                        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                            {problem}
                        </Alert>
                    )}
                </>
            }
            toolbar={
                <>
                    <DraftKeeper />
                    <Toolbar>
                        <SaveButton label="xts.statements.form.amend_save" alwaysEnable />
                    </Toolbar>
                </>
            }
        />
    );
}

/** Editing a draft or a rejected statement (a user or the owner), or amending one (`?amend=1`, the owner). */
export function StatementEdit() {
    const [params] = useSearchParams();
    const amend = params.get('amend') === '1';
    return (
        <Edit
            mutationMode="pessimistic"
            queryOptions={EDIT_QUERY}
            redirect="show"
            transform={(values) => toInput(values)}
        >
            {amend ? <AmendForm /> : <StatementForm above={<Title amend={false} />} />}
        </Edit>
    );
}
