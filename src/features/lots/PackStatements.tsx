import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import type { PackLotInput } from '../../domain/geo/pack';
import type { PackStatement, StatementPackResult } from '../../domain/geo/statementPacks';
import { formatNumber } from '../../kit/format';
import { PackSummary } from './PackSummary';
import { PackDownloads } from './PackDownloads';
import { useDocumentWords } from './packWords';
import { sizeText, splitReasonsText } from './statementWords';
import type { LotKey } from './lotApi';
import { PrepareStatementButton } from '../statements/PrepareStatementButton';

type SplitPack = Extract<StatementPackResult, { ok: true }>;

/** The lots of a statement with only its own plots (a lot with none left out). */
const inputsOf = (inputs: PackLotInput[], statement: PackStatement) => {
    const ids = new Set(statement.plotIds);
    return inputs
        .map((input) => ({
            ...input,
            origin: { ...input.origin, plots: input.origin.plots.filter((item) => ids.has(item.plot.id)) },
        }))
        .filter((input) => input.origin.plots.length);
};

/** One statement of a split shipment: its figures, its files and its summary. */
function StatementSection({
    statement,
    inputs,
    lots,
    gate,
}: {
    statement: PackStatement;
    inputs: PackLotInput[];
    lots: LotKey[];
    gate: (give: () => void) => void;
}) {
    const translate = useTranslate();
    const { index, of, totals } = statement;
    // Printed: in the documents' language (packWords.ts), as the summary under it.
    const heading = useDocumentWords().translate('xts.pack_statements.heading', { index, of });
    return (
        <Box
            component="section"
            aria-label={heading}
            data-testid="pack-statement"
            // On paper each statement's summary starts a page of its own.
            sx={{ '@media print': index > 1 ? { breakBefore: 'page' } : {} }}
        >
            <Stack spacing={1.5}>
                <Typography variant="h6" component="h2">
                    {heading}
                </Typography>
                <Typography className="xts-no-print">
                    {translate('xts.pack_statements.facts', {
                        producers: formatNumber(totals.producers),
                        plots: formatNumber(totals.plots),
                        size: sizeText(statement.bytes),
                        mass: formatNumber(totals.netMassKg),
                    })}
                </Typography>
                <PackDownloads
                    files={statement.files}
                    summaryFile={statement.summaryFile}
                    gate={gate}
                    csvLabel={translate('xts.pack_statements.download_csv', { index, of })}
                >
                    {/* The whole shipment's lots: the server splits them again and takes this part. */}
                    <PrepareStatementButton
                        lots={lots}
                        statementPart={{ index, of, netMassKg: totals.netMassKg }}
                    />
                </PackDownloads>
                <PackSummary
                    summary={statement.summary}
                    totals={totals}
                    inputs={inputsOf(inputs, statement)}
                />
            </Stack>
        </Box>
    );
}

/**
 * A shipment over a limit of one statement: why it is filed as several, then each statement with
 * its own downloads and summary.
 */
export function PackStatements({
    pack,
    inputs,
    lots,
    gate,
}: {
    pack: SplitPack;
    inputs: PackLotInput[];
    lots: LotKey[];
    /** The page's one record of the transfer abroad: asked once for all its files. */
    gate: (give: () => void) => void;
}) {
    const translate = useTranslate();
    return (
        <>
            <Alert severity="info" role="status" data-testid="pack-split">
                {translate('xts.pack_statements.split', {
                    smart_count: pack.statements.length,
                    reasons: splitReasonsText(pack.split, translate),
                })}
            </Alert>
            <Box className="xts-no-print">
                <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    {translate('xts.pack.print')}
                </Button>
            </Box>
            {pack.statements.map((statement) => (
                <StatementSection
                    key={statement.index}
                    statement={statement}
                    inputs={inputs}
                    lots={lots}
                    gate={gate}
                />
            ))}
        </>
    );
}
