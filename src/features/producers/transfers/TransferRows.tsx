import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';
import { FunctionField, List, useGetList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ResourceEmpty, ResponsiveGrid } from '../../../kit/listParts';
import { ListError, ListPagination } from '../../../kit/ListError';
import { listFailure } from '../../../kit/listFailure';
import { formatDateTime } from '../../../kit/format';
import type { Producer, Transfer } from '../../../domain/producers';

/** Most entries a printed period holds (the call's largest page). */
const PRINT_LIMIT = 500;

/**
 * Where an entry leads: the statement it filed, else the EUDR pack page of its lots (the pack
 * page's address: pairs of productId and lot).
 */
function transferPath(transfer: Transfer): string {
    if (transfer.statementId) return `/statement/detail/${transfer.statementId}`;
    const params = new URLSearchParams();
    for (const lot of transfer.lots) {
        params.append('productId', String(lot.productId));
        params.append('lot', lot.lot);
    }
    return `/stamp-lot/eudr?${params}`;
}

/**
 * The names of the producers of the entries on screen, from the register's list by their ids: names
 * only, so opening the register reads no ID number and writes nothing in the access log. Those whose
 * data were deleted are named as the register now names them.
 */
function useProducerNames(): Map<number, string> {
    const { data = [] } = useListContext<Transfer & RaRecord>();
    const ids = [...new Set(data.flatMap((t) => t.producerIds))].sort((a, b) => a - b);
    const { data: producers = [] } = useGetList<Producer>(
        'producers',
        {
            pagination: { page: 1, perPage: PRINT_LIMIT },
            sort: { field: 'name', order: 'ASC' },
            filter: { ids: ids.join(','), erased: 'include' },
        },
        { enabled: ids.length > 0 },
    );
    return new Map(producers.map((p) => [Number(p.id), p.name]));
}

/** The producers of one entry, each a link to their page, with the consent their data left under. */
function ProducerLinks({ transfer, names }: { transfer: Transfer; names: Map<number, string> }) {
    const translate = useTranslate();
    return transfer.producerIds.map((id, i) => (
        <span key={id}>
            {i > 0 && ', '}
            <Link component={RouterLink} to={`/producer/detail/${id}`}>
                {names.get(id) ?? `#${id}`}
            </Link>{' '}
            ({translate('xts.transfers.consent', { id: transfer.consentIds[i] })})
        </span>
    ));
}

/** The producers of one entry as words (a card is one link: nothing links inside it). */
function producerText(transfer: Transfer, names: Map<number, string>, consent: (id: number) => string) {
    return transfer.producerIds
        .map((id, i) => `${names.get(id) ?? `#${id}`} (${consent(transfer.consentIds[i])})`)
        .join(', ');
}

function Rows() {
    const translate = useTranslate();
    const names = useProducerNames();
    const kind = (t: Transfer) => translate(`xts.transfers.kinds.${t.kind}`);
    const consent = (id: number) => translate('xts.transfers.consent', { id });
    const entry = (record: RaRecord) => record as unknown as Transfer;
    return (
        <ResponsiveGrid
            rowClick={(record) => transferPath(entry(record))}
            primaryText={(r) => `${formatDateTime(entry(r).at)} · ${entry(r).recipient}`}
            secondaryText={(r) =>
                [kind(entry(r)), entry(r).by, producerText(entry(r), names, consent)].join(' · ')
            }
            tertiaryText={(r) =>
                entry(r)
                    .lots.map((l) => l.lot)
                    .join(', ')
            }
        >
            {/* The row's link, named by its record: when, and to whom. */}
            <FunctionField
                source="at"
                label="xts.transfers.fields.record"
                sortable={false}
                render={(r: RaRecord) => (
                    <>
                        <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                            {formatDateTime(entry(r).at)}
                        </Box>
                        <Box component="span" sx={{ display: 'block' }}>
                            {entry(r).recipient}
                        </Box>
                    </>
                )}
            />
            <FunctionField
                source="kind"
                label="xts.transfers.fields.kind"
                sortable={false}
                render={(r: RaRecord) => kind(entry(r))}
            />
            <FunctionField
                source="by"
                label="xts.transfers.fields.by"
                sortable={false}
                render={(r: RaRecord) => entry(r).by}
            />
            <FunctionField
                source="producerIds"
                label="xts.transfers.fields.producers"
                sortable={false}
                render={(r: RaRecord) => <ProducerLinks transfer={entry(r)} names={names} />}
            />
            <FunctionField
                source="lots"
                label="xts.transfers.fields.lots"
                sortable={false}
                render={(r: RaRecord) =>
                    entry(r)
                        .lots.map((l) => l.lot)
                        .join(', ')
                }
            />
        </ResponsiveGrid>
    );
}

/**
 * The entries of the period, newest first, as every list of the console: a table on wide screens
 * and cards on phones, each row a link to the statement filed or the pack given out; a page at a
 * time, or the whole period (PRINT_LIMIT entries) for the printed annex.
 */
export function TransferRows({ from, to, printing }: { from: string; to: string; printing: boolean }) {
    const translate = useTranslate();
    const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    const empty: ReactNode =
        from || to ? (
            <Typography color="text.secondary" sx={{ my: 2 }}>
                {translate('xts.transfers.empty')}
            </Typography>
        ) : (
            // Nothing has left yet: the register fills itself as packs are downloaded and filed.
            <ResourceEmpty action={<></>} />
        );
    return (
        <List
            resource="transfers"
            {...listFailure}
            title={translate('xts.transfers.title')}
            actions={false}
            disableSyncWithLocation
            filter={period}
            // The server answers newest first; it takes no order of the client's.
            sort={{ field: '', order: 'DESC' }}
            perPage={printing ? PRINT_LIMIT : 25}
            pagination={printing ? false : <ListPagination />}
            empty={empty}
            error={
                <ListError>
                    <Rows />
                </ListError>
            }
        >
            <Rows />
        </List>
    );
}
