import { Box, Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
    BooleanField,
    Show,
    SimpleShowLayout,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../../kit/text';
import { Link as RouterLink } from 'react-router';
import { DateTimeField } from '../../../kit/recordParts';
import { TitleRow } from '../../../kit/TitleRow';
import { ShowActions } from '../../../kit/screenButtons';
import { usePageTitle } from '../../../kit/pageTitle';
import { NumberText, StateCountsField } from '../parts/listParts';
import { PrintButton } from '../print/PrintButton';
import { ScrollTable } from '../../../kit/ScrollTable';
import { IDENTIFIER_CLASS, identifierSx } from '../../../kit/identifierStyle';

function SampleCodes() {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const codes = (record?.sampleCodes ?? []) as { serialText: string; code: string; url: string }[];
    if (!codes.length) return null;
    return (
        <Box sx={{ px: 2, pb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('xts.stamps.generation.sample_codes')}
            </Typography>
            <ScrollTable aria-label={translate('xts.stamps.generation.sample_codes')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('xts.stamps.serial')}</TableCell>
                        <TableCell>{translate('xts.stamps.code')}</TableCell>
                        <TableCell />
                    </TableRow>
                </TableHead>
                <TableBody>
                    {codes.map((row) => (
                        <TableRow key={row.code}>
                            <TableCell
                                className={IDENTIFIER_CLASS}
                                sx={{ fontFamily: 'monospace', ...identifierSx }}
                            >
                                {row.serialText}
                            </TableCell>
                            <TableCell
                                className={IDENTIFIER_CLASS}
                                sx={{ fontFamily: 'monospace', ...identifierSx }}
                            >
                                {row.code}
                            </TableCell>
                            <TableCell>
                                <Link component={RouterLink} to={`/trace?code=${row.code}`}>
                                    {translate('xts.stamps.trace.open', { serial: row.serialText })}
                                </Link>
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </ScrollTable>
        </Box>
    );
}

function GenerationHeading() {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const title = record ? translate('xts.stamps.generation.heading', { id: record.id }) : '';
    usePageTitle(title || null);
    if (!record) return null;
    return (
        <TitleRow title={title} inset>
            <PrintButton />
        </TitleRow>
    );
}

export const GenerationShow = () => (
    <Show actions={<ShowActions />}>
        <GenerationHeading />
        <SimpleShowLayout>
            <TextField source="rangeText" sx={{ fontFamily: 'monospace' }} />
            <NumberText source="quantity" />
            <StateCountsField label="resources.stamp-generations.fields.counts" />
            <TextField source="templateName" />
            <BooleanField source="preactivated" />
            <TextField source="productName" emptyText="—" />
            <TextField source="lot" emptyText="—" />
            <TextField source="createdByName" />
            <DateTimeField source="createdAt" />
            <TextField source="note" emptyText="—" />
        </SimpleShowLayout>
        <SampleCodes />
    </Show>
);
