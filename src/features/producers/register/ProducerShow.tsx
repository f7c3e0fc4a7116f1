import {
    Labeled,
    NumberField,
    Show,
    SimpleShowLayout,
    TopToolbar,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { TextField } from '../../../kit/text';
import { LabelledButtons, ScreenListButton, ShowActions } from '../../../kit/screenButtons';
import { DateTimeField, RecordHeading } from '../../../kit/recordParts';
import { Role } from '../../../providers/roles';
import { useMyRole } from './useMyRole';
import type { Producer } from '../../../domain/producers';
import { ProducerPlots } from './ProducerPlots';
import { MergeButton } from './MergeButton';
import { WardName } from './WardName';
import { RecordConsents } from '../consents/ConsentSection';
import { RightsButtons } from '../rights/RightsButtons';
import { ErasedNotice } from '../rights/RetainedNotice';

/** What the role reads of the ID number and phone: whole (owners, here only), masked, or not at all. */
function PersonalData() {
    const translate = useTranslate();
    const role = useMyRole();
    if (role === Role.observer)
        return (
            <Labeled label="resources.producers.fields.idNumber">
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.producers.hidden')}
                </Typography>
            </Labeled>
        );
    return (
        <>
            <Labeled label="resources.producers.fields.idNumber">
                <TextField source="idNumber" emptyText="—" />
            </Labeled>
            <Labeled label="resources.producers.fields.phone">
                <TextField source="phone" emptyText="—" />
            </Labeled>
            {role !== Role.owner ? (
                <Typography variant="caption" color="text.secondary">
                    {translate('xts.producers.masked')}
                </Typography>
            ) : null}
        </>
    );
}

function Consented() {
    const translate = useTranslate();
    const producer = useRecordContext<Producer>();
    if (!producer) return null;
    return (
        <Labeled label="resources.producers.fields.consented">
            <Typography variant="body2">
                {producer.consented.length
                    ? producer.consented.map((p) => translate(`xts.producers.purposes.${p}`)).join(', ')
                    : translate('xts.producers.none')}
            </Typography>
        </Labeled>
    );
}

function Plots() {
    const producer = useRecordContext<Producer>();
    return producer ? <ProducerPlots producerId={Number(producer.id)} /> : null;
}

/** The page's actions; a household whose personal data were deleted is no longer edited or merged. */
function Actions() {
    const producer = useRecordContext<Producer>();
    if (producer?.anonymised)
        return (
            <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
                <LabelledButtons>
                    <ScreenListButton />
                    <RightsButtons />
                </LabelledButtons>
            </TopToolbar>
        );
    return (
        <ShowActions>
            <MergeButton />
            <RightsButtons />
        </ShowActions>
    );
}

/** A household: its commune, what the role may read of its ID number and phone, consent, plots. */
export function ProducerShow() {
    return (
        <Show actions={<Actions />}>
            <RecordHeading source="name" />
            <ErasedNotice />
            <SimpleShowLayout>
                <PersonalData />
                <Labeled label="resources.producers.fields.wardCode">
                    <WardName />
                </Labeled>
                <NumberField source="plots" />
                <Consented />
                <DateTimeField source="createdAt" />
                <DateTimeField source="updatedAt" />
            </SimpleShowLayout>
            <RecordConsents />
            <Plots />
        </Show>
    );
}
