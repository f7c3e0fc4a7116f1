import { Link as RouterLink } from 'react-router';
import { Button, type ButtonProps } from '@mui/material';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import type { LotKey } from '../lots/lotApi';
import { createPathFor, type StatementPart } from './statementPaths';

/**
 * "Lập tờ khai" on a shipment or its EUDR pack: the statement's form with these lots, its HS
 * heading, description and net mass filled in from their pack; shown to whoever may prepare one.
 * On a shipment split by the EU system's limits, one per part.
 */
export function PrepareStatementButton({
    lots,
    statementPart: part,
    ...props
}: { lots: LotKey[]; statementPart?: StatementPart } & Omit<ButtonProps, 'children'>) {
    const translate = useTranslate();
    const role = currentRole(useSession());
    if (!can(role, 'statements', 'create')) return null;
    return (
        <Button
            variant="outlined"
            size="small"
            startIcon={<NoteAddIcon />}
            component={RouterLink}
            to={createPathFor(lots, part)}
            disabled={!lots.length}
            className="xts-no-print"
            {...props}
        >
            {part
                ? translate('xts.statements.on_lot.create_part', { index: part.index, of: part.of })
                : translate('xts.statements.on_lot.create')}
        </Button>
    );
}
