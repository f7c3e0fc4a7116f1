import { Suspense } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate, useParams } from 'react-router';
import type { PageRoute } from './kit';
import { RecordGate } from '../shell/lazyShell';
import { AreaMessages } from '../kit/AreaMessages';
import { PageLoading } from '../kit/PageLoading';
import { fillPath } from '../paths';

/** A route's page, loaded on first use; a record's detail and edit screens open through the record gate. */
export function RoutePage({ route }: { route: PageRoute }) {
    const page = (
        <Suspense fallback={<PageLoading />}>
            <AreaMessages>
                <route.page />
            </AreaMessages>
        </Suspense>
    );
    if (!route.screen) return page;
    const { resource, verb } = route.screen;
    return (
        <ResourceContextProvider value={resource}>
            {verb === 'show' || verb === 'edit' ? (
                <Suspense fallback={<PageLoading />}>
                    <RecordGate resource={resource}>{page}</RecordGate>
                </Suspense>
            ) : (
                page
            )}
        </ResourceContextProvider>
    );
}

/** Sends react-admin's default record paths (/<resource>/:id[/show]) to the spec's. */
export function RedirectTo({ pattern }: { pattern: string }) {
    return <Navigate to={fillPath(pattern, useParams(), 'empty')} replace />;
}
