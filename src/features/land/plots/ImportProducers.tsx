import type { ReactNode } from 'react';
import {
    Alert,
    Button,
    FormControlLabel,
    Radio,
    RadioGroup,
    Stack,
    Typography,
    type AlertColor,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../../../kit/errors';
import { useWards } from '../../../kit/addressData';
import type { Producer } from '../../../domain/producers';
import type { ImportProducersState } from './useImportProducers';

type Place = ImportProducersState['place'];

/** A proposed producer's commune by its name (its code until the communes arrive). */
function useWardName(place: Place) {
    const wards = useWards(place.provinceCode);
    return (code: string | null) =>
        (code &&
            (wards.data as { code: string; name: string }[] | undefined)?.find((w) => w.code === code)
                ?.name) ||
        code;
}

/** The import's households: a question for each proposed one, and what saving will do. */
export function ImportProducers({ state }: { state: ImportProducersState }) {
    const translate = useTranslate();
    const wardName = useWardName(state.place);
    if (!state.households.length) return null;
    // The dialog's one status is the file's (ImportReport): these are notes beside it.
    const note = (severity: AlertColor, text: string, action?: ReactNode) => (
        <Alert severity={severity} role="note" action={action}>
            {text}
        </Alert>
    );
    if (state.failure)
        return note(
            'error',
            translate('xts.import_producers.failed', { message: errorText(state.failure, translate) }),
            <Button color="inherit" onClick={state.retry}>
                {translate('xts.import_producers.retry')}
            </Button>,
        );
    if (!state.found) return note('info', translate('xts.import_producers.checking'));
    const proposedOf = (key: string) => state.found?.get(key)?.proposed ?? [];
    const exactOf = (key: string) => state.found?.get(key)?.exact ?? null;
    const question = (p: Producer) =>
        translate('xts.import_producers.question', {
            name: p.name,
            ward: wardName(p.wardCode) ?? translate('xts.import_producers.no_ward'),
        });
    return (
        <Stack spacing={1.5} component="section" aria-label={translate('xts.import_producers.title')}>
            <Typography variant="subtitle1" component="h3">
                {translate('xts.import_producers.title')}
            </Typography>
            {state.households
                .filter((h) => exactOf(h.key))
                .map((h) => (
                    <Typography key={h.key} variant="body2">
                        {translate('xts.import_producers.exact', {
                            name: h.name,
                            producer: exactOf(h.key)!.name,
                            smart_count: h.rows.length,
                        })}
                    </Typography>
                ))}
            {state.households
                .filter((h) => !exactOf(h.key) && proposedOf(h.key).length)
                .map((h) => {
                    const proposed = proposedOf(h.key);
                    const label = proposed.length === 1 ? question(proposed[0]) : h.name;
                    const choice = state.choices.get(h.key);
                    return (
                        <Stack key={h.key} spacing={0.5}>
                            <Typography variant="body2" color="text.secondary">
                                {translate('xts.import_producers.file_name', {
                                    name: h.name,
                                    smart_count: h.rows.length,
                                })}
                            </Typography>
                            <RadioGroup
                                aria-label={label}
                                value={choice === undefined ? '' : String(choice)}
                                onChange={(event) =>
                                    state.answer(
                                        h.key,
                                        event.target.value === 'new' ? 'new' : Number(event.target.value),
                                    )
                                }
                            >
                                {proposed.map((p) => (
                                    <Stack key={p.id}>
                                        <Typography variant="body2">{question(p)}</Typography>
                                        <FormControlLabel
                                            value={String(p.id)}
                                            control={<Radio />}
                                            label={translate('xts.import_producers.yes')}
                                        />
                                    </Stack>
                                ))}
                                <FormControlLabel
                                    value="new"
                                    control={<Radio />}
                                    label={translate('xts.import_producers.no')}
                                />
                            </RadioGroup>
                        </Stack>
                    );
                })}
            {state.unanswered > 0 &&
                note(
                    'warning',
                    translate('xts.import_producers.unanswered', { smart_count: state.unanswered }),
                )}
            {note('info', translate('xts.import_producers.summary', state.summary))}
        </Stack>
    );
}
