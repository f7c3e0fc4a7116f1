import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Statement, StatementState } from '../../domain/statements';

const COLORS: Record<StatementState, ChipProps['color']> = {
    draft: 'default',
    submitted: 'info',
    available: 'success',
    rejected: 'error',
    withdrawn: 'warning',
    recorded: 'primary',
};

/** A statement's state as a chip with its words (a colour alone says nothing to some readers). */
export function StateChip({ state, size = 'small' }: { state: StatementState; size?: ChipProps['size'] }) {
    const translate = useTranslate();
    return (
        <Chip
            size={size}
            color={COLORS[state] ?? 'default'}
            variant={state === 'draft' ? 'outlined' : 'filled'}
            label={translate(`xts.statements.states.${state}`, { _: state })}
        />
    );
}

/** The state column of the list. */
export function StateField(_props: { label?: string; sortBy?: string }) {
    const record = useRecordContext<Statement>();
    return record ? <StateChip state={record.state} /> : null;
}
