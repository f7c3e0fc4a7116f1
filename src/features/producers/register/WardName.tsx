import { useRecordContext } from 'react-admin';
import { useWards } from '../../../kit/addressData';
import type { Producer } from '../../../domain/producers';

/** The producer's commune by its name (its code until the wards arrive). */
export function WardName() {
    const producer = useRecordContext<Producer>();
    const wards = useWards(producer?.provinceCode);
    if (!producer?.wardCode) return <>—</>;
    const ward = wards.data?.find((w: { code: string }) => w.code === producer.wardCode) as
        { name: string } | undefined;
    return <>{ward?.name ?? producer.wardCode}</>;
}
