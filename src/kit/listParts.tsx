import type { ClipboardEvent, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { FieldTable, type RecordPath } from './FieldTable';
import { RecordCards } from './RecordCards';
import { ListLoading } from './ListLoading';
import { ScreenCreateButton } from './screenButtons';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import {
    ExportButton,
    FilterButton,
    SearchInput,
    TopToolbar,
    useListContext,
    useResourceContext,
    useTranslate,
    type Identifier,
    type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { screenPath } from '../routes/screenPaths';
import type { SearchTarget } from '../domain/scanSearch';
import { looksLikeLink } from '../domain/linkText';
import { config } from '../config';

/* The parts of a list page: its actions, its search box, its table or phone list, its empty state. */

/** The empty state of a list: what is missing, why it matters, and the way to add one. */
export function ResourceEmpty({ action }: { action?: ReactNode }) {
    const translate = useTranslate();
    const resource = useResourceContext();
    return (
        <Box data-testid="resource-empty" sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
            <InboxIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                {translate(`resources.${resource}.empty`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate(`resources.${resource}.empty_hint`, { _: '' })}
            </Typography>
            {action ?? <ScreenCreateButton variant="contained" />}
        </Box>
    );
}

/** Filter, create and CSV export: the actions every list has (`extra` goes before create). */
export function ListActions({ create = true, extra }: { create?: boolean; extra?: ReactNode }) {
    return (
        <TopToolbar>
            <FilterButton />
            {extra}
            {create && <ScreenCreateButton />}
            <ExportButton />
        </TopToolbar>
    );
}

export interface ResponsiveGridProps {
    /** The table's columns (wide screens). */
    children: ReactNode;
    /** The lines of a row on phones. */
    primaryText: (record: RaRecord) => ReactNode;
    secondaryText?: (record: RaRecord) => ReactNode;
    tertiaryText?: (record: RaRecord) => ReactNode;
    /** Where a row leads: the record's screen, a path of its own, or nowhere. */
    rowClick?: 'show' | 'edit' | false | ((record: RaRecord) => string);
    /**
     * The column whose cell is the row's link on wide screens, the one that names the record (its
     * `sortBy` or `source`; the first by default), or `false` when a column's field is itself that link.
     */
    linkColumn?: string | false;
    /** What may be done with the rows ticked on wide screens (nothing to tick by default). */
    bulkActionButtons?: ReactNode;
}

/**
 * A table on wide screens, a list of cards on phones. A row that leads somewhere is a link there
 * (in the cell that names its record; on a phone, the whole card): reached by Tab, opened by Enter,
 * named by its record for screen readers, and opened in a new tab like any link.
 */
export function ResponsiveGrid({
    children,
    primaryText,
    secondaryText,
    tertiaryText,
    rowClick = 'show',
    linkColumn,
    bulkActionButtons = false,
}: ResponsiveGridProps) {
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const resource = useResourceContext();
    const { isPending } = useListContext();
    // A row leads straight to the spec's path of its screen (`/product/detail/1`), not react-admin's.
    const recordPath: RecordPath | undefined =
        typeof rowClick === 'function'
            ? rowClick
            : rowClick && screenPath(resource, rowClick)
              ? (record) => screenPath(resource, rowClick, { id: record.id })
              : undefined;
    // (a screen the resource lacks: react-admin's own path, as before)
    const onRow = recordPath
        ? (_id: Identifier, _resource: string, record: RaRecord) => recordPath(record)!
        : typeof rowClick === 'function'
          ? false
          : rowClick;
    if (isPending) return <ListLoading dense={small} />;
    if (small)
        return (
            <RecordCards
                primaryText={primaryText}
                secondaryText={secondaryText}
                tertiaryText={tertiaryText}
                recordPath={recordPath}
            />
        );
    return (
        <FieldTable
            rowClick={onRow}
            recordPath={recordPath}
            linkColumn={linkColumn}
            bulkActionButtons={bulkActionButtons}
        >
            {children}
        </FieldTable>
    );
}

// The reader of stamp links, loaded by the first search box that needs it (most searches are words).
let linkReader: typeof import('../domain/scanSearch') | null = null;
const loadLinkReader = () => import('../domain/scanSearch').then((module) => (linkReader = module));

/**
 * Quick search of a list; its placeholder is an i18n key. With `scan`, a stamp's link scanned (the
 * scanner's Enter), pasted or left in the box becomes what it names for this list: the stamp's code
 * or serial, the lot, or the product's GTIN; other text is searched as typed.
 */
export function SearchBox({
    placeholder,
    scan,
    ...props
}: {
    source: string;
    alwaysOn?: boolean;
    placeholder: string;
    scan?: SearchTarget;
}) {
    const translate = useTranslate();
    const form = useFormContext();
    const search = (term: string) => form.setValue(props.source, term, { shouldDirty: true });
    /** Whether `value` is a link that this list searches by what it names (then set as the search). */
    const settle = (value: string) => {
        if (!scan || !looksLikeLink(value)) return false;
        const options = { scannerHost: config.scannerHost };
        if (linkReader) {
            const term = linkReader.searchTermOf(value, scan, options);
            if (term === value) return false;
            search(term);
            return true;
        }
        // The first link: its reader arrives, then the search is what it names (or the link as given).
        loadLinkReader().then(
            (reader) => search(reader.searchTermOf(value, scan, options)),
            () => search(value),
        );
        return true;
    };
    return (
        <SearchInput
            {...props}
            placeholder={translate(placeholder)}
            // (on the field's box: the events come up from its input)
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
                if (event.key === 'Enter') settle((event.target as HTMLInputElement).value ?? '');
            }}
            onBlur={(event: FocusEvent<HTMLElement>) =>
                settle((event.target as HTMLInputElement).value ?? '')
            }
            // Focusing the box fetches the link reader, so that a scan right after reads at once.
            onFocus={() => {
                if (scan) loadLinkReader().catch(() => undefined);
            }}
            onPaste={(event: ClipboardEvent<HTMLElement>) => {
                if (settle(event.clipboardData.getData('text'))) event.preventDefault();
            }}
        />
    );
}

export const PER_PAGE = 25;
