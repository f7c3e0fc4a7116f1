import type { ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material';
import {
    CreateButton,
    EditButton,
    ListButton,
    TopToolbar,
    useRecordContext,
    useResourceContext,
    type CreateButtonProps,
    type EditButtonProps,
    type ListButtonProps,
} from 'react-admin';
import { screenPath } from '../routes/screenPaths';
import type { ScreenVerb } from '../routes/kit';

/*
 * The buttons that lead from one screen of a resource to another (list, create, edit), each to the
 * spec's path of that screen, and the action bar of a detail page.
 */

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
