import type { ReactNode } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';
import { TextField } from './text';
import { ShowActions } from './screenButtons';
import { DateTimeField, RecordHeading, StatusToggleButton } from './recordParts';

/**
 * The detail page of a record the business stops and resumes (partner, sales point, growing
 * location): its name and status as the heading, stop/resume beside edit, the record's own rows
 * (`children`), then its note and when it was created and last updated; `after`: a section below.
 */
export function StoppableRecordShow({ children, after }: { children: ReactNode; after?: ReactNode }) {
    return (
        <Show
            actions={
                <ShowActions>
                    <StatusToggleButton />
                </ShowActions>
            }
        >
            <RecordHeading />
            <SimpleShowLayout>
                {children}
                <TextField source="note" emptyText="—" />
                <DateTimeField source="createdAt" />
                <DateTimeField source="updatedAt" />
            </SimpleShowLayout>
            {after}
        </Show>
    );
}
