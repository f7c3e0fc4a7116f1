import type { ClipboardEvent, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { DraftKeeper } from './DraftKeeper';
import { FieldTable } from './FieldTable';
import { ListLoading } from './ListLoading';
import { Box, Chip, createTheme, ThemeProvider, Typography, useMediaQuery, type Theme } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import {
    CreateButton,
    EditButton,
    ExportButton,
    ListButton,
    FilterButton,
    SaveButton,
    SearchInput,
    Toolbar,
    SimpleList,
    TopToolbar,
    useRecordContext,
    useListContext,
    useResourceContext,
    useTranslate,
    type CreateButtonProps,
    type EditButtonProps,
    type Identifier,
    type ListButtonProps,
    type RaRecord,
} from 'react-admin';
import { screenPath } from '../../routes/screenPaths';
import type { ScreenVerb } from '../../routes/kit';
import { formatText } from '../../domain/text';
import { searchTermOf, type SearchTarget } from '../../domain/scanSearch';
import { config } from '../../config';

const STATUS_COLORS: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
    active: 'success',
    accepted: 'success',
    inactive: 'default',
    cancelled: 'default',
    pending: 'warning',
    locked: 'error',
    rejected: 'error',
};

/** A status as a coloured chip (list and detail pages). */
export function StatusField({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) {
    const record = useRecordContext();
    const translate = useTranslate();
    const value = record?.[source];
    if (value === undefined || value === null || value === '') return null;
    return (
        <Chip
            size="small"
            color={STATUS_COLORS[String(value)] ?? 'default'}
            label={translate(`xts.status.${value}`, { _: String(value) })}
        />
    );
}

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

/**
 * react-admin's create button, leading straight to the spec's path of the screen (`/product/add`)
 * rather than react-admin's own (`/products/create`, which only redirects there).
 */
export function ScreenCreateButton(props: CreateButtonProps) {
    const resource = useResourceContext(props);
    return <CreateButton label="xts.list.create" {...screenLink(resource, 'create')} {...props} />;
}

/** react-admin's edit button, leading straight to the spec's path of the record's edit screen. */
export function ScreenEditButton(props: EditButtonProps) {
    const resource = useResourceContext(props);
    const record = useRecordContext(props);
    return <EditButton {...(record ? screenLink(resource, 'edit', { id: record.id }) : {})} {...props} />;
}

/** react-admin's button back to the list, leading straight to the spec's path of the list. */
export function ScreenListButton(props: ListButtonProps) {
    const resource = useResourceContext(props);
    return <ListButton label="xts.records.back_to_list" {...screenLink(resource, 'list')} {...props} />;
}

/** `{ to }` for the spec's path of a screen; nothing (react-admin's own path) for a screen the spec has not. */
function screenLink(
    resource: string | undefined,
    verb: ScreenVerb,
    params?: Record<string, string | number>,
) {
    const to = screenPath(resource, verb, params);
    return to ? { to } : {};
}

/**
 * The actions of every detail page: back to the list, the page's own (`children`: stop/resume,
 * cancel…), and edit when the resource has an edit screen and the role may edit.
 */
export function ShowActions({ children }: { children?: ReactNode }) {
    const resource = useResourceContext();
    return (
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
            <LabelledButtons>
                <ScreenListButton />
                {children}
                {screenPath(resource, 'edit') && <ScreenEditButton />}
            </LabelledButtons>
        </TopToolbar>
    );
}

/**
 * react-admin's buttons turn into bare icons on phones (below `sm`); a detail page's actions keep
 * their short words there: for the buttons inside, no screen counts as below `sm`.
 */
export function LabelledButtons({ children }: { children: ReactNode }) {
    return (
        <ThemeProvider
            theme={(given: Theme | null) => {
                // Outside the app's theme (a component rendered alone), MUI's default one.
                const outer = given?.breakpoints ? given : createTheme();
                return {
                    ...outer,
                    breakpoints: {
                        ...outer.breakpoints,
                        down: (key: Parameters<Theme['breakpoints']['down']>[0]) =>
                            key === 'sm' ? '@media (max-width: -1px)' : outer.breakpoints.down(key),
                    },
                };
            }}
        >
            {children}
        </ThemeProvider>
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
    /** What may be done with the rows ticked on wide screens (nothing to tick by default). */
    bulkActionButtons?: ReactNode;
}

/** A table on wide screens, a simple list on phones. */
export function ResponsiveGrid({
    children,
    primaryText,
    secondaryText,
    tertiaryText,
    rowClick = 'show',
    bulkActionButtons = false,
}: ResponsiveGridProps) {
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const resource = useResourceContext();
    const { isPending } = useListContext();
    // A row leads straight to the spec's path of its screen (`/product/detail/1`), not react-admin's.
    const onRow =
        typeof rowClick === 'function'
            ? (_id: Identifier, _resource: string, record: RaRecord) => rowClick(record)
            : rowClick && screenPath(resource, rowClick)
              ? (id: Identifier) => screenPath(resource, rowClick, { id })!
              : rowClick;
    if (isPending) return <ListLoading dense={small} />;
    if (small) {
        // Text from the server, cleaned of invisible control characters like every list cell.
        const clean = (text?: (record: RaRecord) => ReactNode) =>
            text &&
            ((record: RaRecord) => {
                const node = text(record);
                return typeof node === 'string' ? formatText(node) : node;
            });
        return (
            <SimpleList
                primaryText={clean(primaryText)!}
                secondaryText={clean(secondaryText)}
                tertiaryText={clean(tertiaryText)}
                rowClick={onRow}
            />
        );
    }
    return (
        <FieldTable rowClick={onRow} bulkActionButtons={bulkActionButtons}>
            {children}
        </FieldTable>
    );
}

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
    const settle = (value: string) => {
        const term = scan ? searchTermOf(value, scan, { scannerHost: config.scannerHost }) : value;
        if (term === value) return false;
        form.setValue(props.source, term, { shouldDirty: true });
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
            onPaste={(event: ClipboardEvent<HTMLElement>) => {
                if (settle(event.clipboardData.getData('text'))) event.preventDefault();
            }}
        />
    );
}

/** Forms of records the API cannot delete: Save only. */
export function SaveToolbar() {
    return (
        <>
            <DraftKeeper />
            <Toolbar>
                <SaveButton />
            </Toolbar>
        </>
    );
}

export const PER_PAGE = 25;
