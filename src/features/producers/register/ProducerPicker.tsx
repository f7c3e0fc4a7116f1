import { useEffect, useState } from 'react';
import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    TextField,
} from '@mui/material';
import {
    AutocompleteInput,
    ReferenceInput,
    required,
    useCreate,
    useCreateSuggestionContext,
    useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { call } from '../../../providers/http';
import { errorText } from '../../../kit/errors';
import { useCachedOptions } from '../../../providers/options';
import type { Producer } from '../../../domain/producers';

/** The ward and province of the plot's growing location: a new household is registered there. */
function usePlace() {
    const locationId = useWatch({ name: 'locationId' }) as number | undefined;
    const locations = useCachedOptions('locations');
    const location = locations.options.find((o) => String(o.id) === String(locationId)) as
        { ward?: string; province?: string } | undefined;
    return { wardCode: location?.ward ?? null, provinceCode: location?.province ?? null };
}

/**
 * Adds a household from the picker: first the register is asked whether it is one already known
 * (the same name without diacritics in the commune); a proposed one is picked only when the person
 * says so, else a new producer is added.
 */
function CreateProducer() {
    const translate = useTranslate();
    const { filter, onCancel, onCreate } = useCreateSuggestionContext();
    const place = usePlace();
    const [name, setName] = useState(filter ?? '');
    const [proposed, setProposed] = useState<Producer[]>([]);
    const [error, setError] = useState<string | null>(null);
    const [create, { isPending }] = useCreate<Producer>();
    useEffect(() => {
        const typed = (filter ?? '').trim();
        if (!typed) return;
        const controller = new AbortController();
        call<{ exact: Producer | null; proposed: Producer[] }>('producerMatch', {
            body: { name: typed, wardCode: place.wardCode },
            signal: controller.signal,
        })
            .then((match) => setProposed(match.exact ? [match.exact] : match.proposed))
            .catch(() => setProposed([]));
        return () => controller.abort();
    }, [filter, place.wardCode]);
    const add = () =>
        create(
            'producers',
            { data: { name: name.trim(), ...place } },
            {
                onSuccess: (producer) => onCreate(producer),
                onError: (failure) => setError(errorText(failure, translate)),
            },
        );
    return (
        <Dialog open onClose={onCancel} fullWidth>
            <DialogTitle>{translate('xts.producers.picker.createTitle')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    {proposed.map((producer) => (
                        <Alert
                            key={producer.id}
                            severity="info"
                            action={
                                <Button color="inherit" onClick={() => onCreate(producer)}>
                                    {translate('xts.producers.picker.useProposed')}
                                </Button>
                            }
                        >
                            {translate('xts.producers.picker.proposed', { name: producer.name })}
                        </Alert>
                    ))}
                    <TextField
                        label={translate('resources.producers.fields.name')}
                        value={name}
                        onChange={(event) => setName(event.target.value)}
                        required
                        slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                    {error ? <Alert severity="error">{error}</Alert> : null}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
                <Button
                    variant="contained"
                    disabled={!name.trim() || isPending}
                    onClick={add}
                    startIcon={isPending ? <CircularProgress size={18} aria-hidden /> : undefined}
                >
                    {translate('ra.action.create')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}

const optionText = (producer: Producer) =>
    producer.idNumber ? `${producer.name} (${producer.idNumber})` : producer.name;

/**
 * The plot's producer: picked from the register by name (without diacritics too), or added. The
 * register's list and its matching leave out households whose data were deleted: none is offered.
 */
export function ProducerPicker() {
    const translate = useTranslate();
    return (
        <ReferenceInput source="producerId" reference="producers" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput
                label="xts.producers.picker.label"
                helperText={translate('xts.producers.picker.help')}
                optionText={optionText}
                filterToQuery={(q: string) => ({ q })}
                create={<CreateProducer />}
                createItemLabel="xts.producers.picker.create"
                validate={required()}
                sx={{ minWidth: 280 }}
            />
        </ReferenceInput>
    );
}
