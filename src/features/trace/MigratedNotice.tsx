import { Alert, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { openHref } from '../../kit/openLinks';
import { useMigratedCompanies } from '../../kit/migrated';
import { formatDate } from '../../kit/format';
import { usePublic } from './usePublic';

/** A code the trace does not know may be an old code of a company that moved here. */
export function MigratedNotice({ code }: { code: string }) {
    const translate = useTranslate();
    const companies = useMigratedCompanies();
    const match = (companies.data ?? []).find((company) =>
        code.toUpperCase().startsWith(`${company.oldCode.toUpperCase()}-`),
    );
    const company = usePublic('company', 'publicCompanyV2', 'publicBiz', match?.bizCode);
    if (!match) return null;
    return (
        <Alert severity="info">
            {translate('xts.trace.migrated', {
                code,
                name: match.oldName,
                company: (company.data?.data as { name?: string } | undefined)?.name ?? match.bizCode,
                date: formatDate(match.migratedAt),
            })}{' '}
            <Link href={openHref(match.legacyLookupUrl)} target="_blank" rel="noopener">
                {translate('xts.trace.legacy_lookup')}
            </Link>
        </Alert>
    );
}
