import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../kit/format';
import { formatText } from '../../domain/text';

/** The key data elements a public stamp answer carries (publicStampV2 `keyData`, docs/plots.md). */
export interface StampKeyDataAnswer {
    productCode: string | null;
    brand: string | null;
    shelfLifeDays: number | null;
    standards: string[];
    locationCode: string | null;
    activatedAt: string;
    originPlots: number;
    harvestFrom: string | null;
    harvestTo: string | null;
}

/** Every key data element of Circular 02/2024 the stamp has, one line each; absent ones are left out. */
export function StampKeyData({ data }: { data: StampKeyDataAnswer }) {
    const translate = useTranslate();
    const line = (key: string, value: string | null) =>
        value ? (
            <Typography variant="body2" key={key}>
                {translate(`xts.geo.readiness.${key}`)}: {value}
            </Typography>
        ) : null;
    const standards = data.standards
        .map((code) => translate(`resources.products.certifications.${code}`, { _: code }))
        .join(', ');
    return (
        <>
            {line('product_code', data.productCode ? formatText(data.productCode) : null)}
            {line('brand', data.brand ? formatText(data.brand) : null)}
            {line(
                'shelf_life',
                data.shelfLifeDays
                    ? translate('xts.geo.stamp.days', { smart_count: data.shelfLifeDays })
                    : null,
            )}
            {line('standards', standards || null)}
            {line('location_code', data.locationCode ? formatText(data.locationCode) : null)}
            {line('stage_time', data.activatedAt ? formatDateTime(data.activatedAt) : null)}
            {data.originPlots > 0 &&
                line(
                    'origin',
                    translate('xts.geo.stamp.origin', {
                        plots: data.originPlots,
                        from: formatDate(data.harvestFrom),
                        to: formatDate(data.harvestTo),
                    }),
                )}
        </>
    );
}
