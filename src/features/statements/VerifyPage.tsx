import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { statusOf } from '../../providers/http';
import { fieldErrorsOf } from '../../kit/errors';
import { formatNumber } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { pathTo } from '../../routes/screenPaths';
import { formatText } from '../../domain/text';
import { REFERENCE_NUMBER, VERIFICATION_NUMBER, type Statement } from '../../domain/statements';
import {
    retrieveStatement,
    verifyStatement,
    writeErrorText,
    type Numbers,
    type Verification,
} from './statementApi';
import { StateChip } from './StateChip';

type Translate = ReturnType<typeof useTranslate>;
const EMPTY: Numbers = { referenceNumber: '', verificationNumber: '' };
const upper = (value: string) => value.toUpperCase().replace(/\s+/g, '');

/** The formats first, in the browser: each field's own error under it. */
function formatErrors(numbers: Numbers): Partial<Record<keyof Numbers, string>> {
    return {
        ...(REFERENCE_NUMBER.test(numbers.referenceNumber)
            ? {}
            : { referenceNumber: 'xts.statements.form.reference_invalid' }),
        ...(VERIFICATION_NUMBER.test(numbers.verificationNumber)
            ? {}
            : { verificationNumber: 'xts.statements.form.verification_invalid' }),
    };
}

/** Two numbers, checked by their formats, and what the check answered; the typed numbers stay. */
function NumbersForm<T>({
    title,
    hint,
    button,
    check,
    show,
}: {
    title: string;
    hint: string;
    button: string;
    check: (numbers: Numbers) => Promise<T>;
    show: (answer: T, translate: Translate) => React.ReactNode;
}) {
    const translate = useTranslate();
    const [numbers, setNumbers] = useState<Numbers>(EMPTY);
    const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
    const [busy, setBusy] = useState(false);
    const [answer, setAnswer] = useState<{ value: T } | null>(null);
    const [problem, setProblem] = useState<unknown>(null);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found = formatErrors(numbers);
        setErrors(found);
        setAnswer(null);
        setProblem(null);
        if (Object.keys(found).length) return;
        setBusy(true);
        try {
            setAnswer({ value: await check(numbers) });
        } catch (error) {
            const fields = fieldErrorsOf(error);
            if (fields) setErrors(fields);
            setProblem(error);
        } finally {
            setBusy(false);
        }
    };
    const field = (key: keyof Numbers) => (
        <TextField
            label={translate(`resources.statements.fields.${key}`)}
            value={numbers[key]}
            onChange={(event) => setNumbers({ ...numbers, [key]: upper(event.target.value) })}
            error={!!errors[key]}
            helperText={errors[key] ? translate(errors[key]!, { _: errors[key] }) : ' '}
            slotProps={{ htmlInput: { maxLength: 50, autoCapitalize: 'characters', spellCheck: false } }}
            fullWidth
        />
    );
    return (
        <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
            <Stack component="form" spacing={1} onSubmit={submit} noValidate>
                <Typography variant="h6" component="h2">
                    {title}
                </Typography>
                <Typography color="text.secondary">{hint}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {field('referenceNumber')}
                    {field('verificationNumber')}
                </Stack>
                <Button
                    type="submit"
                    variant="contained"
                    disabled={busy}
                    sx={{ alignSelf: 'flex-start' }}
                    startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                    {busy ? translate('xts.statements.verify.checking') : button}
                </Button>
                {answer && show(answer.value, translate)}
                {problem != null &&
                    (statusOf(problem) === 404 ? (
                        <Alert severity="warning" role="status">
                            {translate('xts.statements.verify.own_not_found')}
                        </Alert>
                    ) : (
                        <Alert severity="error" role="alert">
                            {translate('xts.statements.verify.failed', {
                                message: writeErrorText(problem, translate),
                            })}
                        </Alert>
                    ))}
            </Stack>
        </Paper>
    );
}

const SEVERITY = { usable: 'success', not_usable: 'error', not_found: 'warning' } as const;

function VerificationAnswer({ answer, translate }: { answer: Verification; translate: Translate }) {
    const statement = answer.statement;
    return (
        <Alert severity={SEVERITY[answer.result]} role="status" data-testid="verification">
            {translate(`xts.statements.verify.result.${answer.result}`)}
            {statement && (
                <div>
                    {translate('xts.statements.verify.statement', {
                        operator: formatText(statement.operatorName),
                        activity: translate(`xts.statements.activities.${statement.activity}`),
                        hs: statement.hsHeading,
                        country: statement.countryOfProduction,
                        mass: formatNumber(statement.netMassKg),
                    })}
                </div>
            )}
        </Alert>
    );
}

function OwnStatement({ statement, translate }: { statement: Statement; translate: Translate }) {
    return (
        <Alert severity="success" role="status" icon={false}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Link component={RouterLink} to={pathTo('statements', 'show', { id: statement.id })}>
                    {translate('xts.statements.open', { reference: statement.internalReference })}
                </Link>
                <StateChip state={statement.state} />
                <span>{formatText(statement.description)}</span>
            </Stack>
        </Alert>
    );
}

/**
 * Checking statement numbers: another operator's (a trader buying from them references it: usable,
 * not usable or not found, in words), and finding one of the business's own statements by them.
 */
export default function VerifyPage() {
    const translate = useTranslate();
    usePageTitle(translate('xts.statements.verify.title'));
    const role = currentRole(useSession());
    return (
        <Stack spacing={2} sx={{ maxWidth: 900, my: 2 }}>
            <Button component={RouterLink} to={pathTo('statements', 'list')} sx={{ alignSelf: 'flex-start' }}>
                {translate('xts.statements.back')}
            </Button>
            <Typography variant="h5" component="h1">
                {translate('xts.statements.verify.title')}
            </Typography>
            {can(role, 'statements', 'edit') && (
                <NumbersForm<Verification>
                    title={translate('xts.statements.verify.upstream')}
                    hint={translate('xts.statements.verify.upstream_hint')}
                    button={translate('xts.statements.verify.check')}
                    check={verifyStatement}
                    show={(answer, t) => <VerificationAnswer answer={answer} translate={t} />}
                />
            )}
            <NumbersForm<Statement>
                title={translate('xts.statements.verify.own')}
                hint={translate('xts.statements.verify.own_hint')}
                button={translate('xts.statements.verify.find')}
                check={retrieveStatement}
                show={(statement, t) => <OwnStatement statement={statement} translate={t} />}
            />
        </Stack>
    );
}
