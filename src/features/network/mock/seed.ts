import type { FeatureSeed } from '../../../mocks/state';
import { isoDaysAgo } from '../../../mocks/seed/core';

export interface MockPartner {
    id: number;
    bizId: number;
    name: string;
    type: string;
    status: 'active' | 'inactive';
    [key: string]: unknown;
}

export interface MockShop {
    id: number;
    bizId: number;
    name: string;
    status: 'active' | 'inactive';
    [key: string]: unknown;
}

declare module '../../../mocks/state' {
    interface MockDb {
        partners: MockPartner[];
        shops: MockShop[];
    }
}

/** Partners and sales points of the demo businesses. */
export const seed: FeatureSeed = {
    run(db, now) {
        let partnerId = 0;
        const partner = (
            bizId: number,
            name: string,
            type: string,
            taxCode: string,
            phone: string,
            province: string,
            ward: string,
            address: string,
            extra: Record<string, unknown> = {},
        ) => ({
            id: ++partnerId,
            bizId,
            name,
            type,
            taxCode,
            gln: '',
            contactName: '',
            phone,
            email: '',
            province,
            ward,
            address,
            status: 'active' as const,
            note: '',
            createdAt: isoDaysAgo(200 - partnerId * 7, now),
            updatedAt: isoDaysAgo(100 - partnerId * 3, now),
            ...extra,
        });
        db.partners = [
            partner(
                1,
                'Công ty TNHH Phân bón Hữu cơ Lâm Viên',
                'supplier',
                '5801112233',
                '02633822111',
                '68',
                '68004',
                '45 Hùng Vương',
                { contactName: 'Nguyễn Thị Lan', email: 'kinhdoanh@lamvien.example.vn' },
            ),
            partner(
                1,
                'Công ty CP Chế biến Cà phê Đà Lạt',
                'processor',
                '5801223342',
                '02633822333',
                '68',
                '68001',
                '8 Phan Đình Phùng',
                { contactName: 'Trần Văn Hậu', gln: '8930000000019' },
            ),
            partner(
                1,
                'Công ty TNHH Phân phối Nông sản Sài Gòn Xanh',
                'distributor',
                '0312345673',
                '02838221234',
                '79',
                '79002',
                '120 Lê Lợi',
                { contactName: 'Phạm Minh Tuấn', email: 'order@saigonxanh.example.vn' },
            ),
            partner(
                1,
                'Chuỗi cửa hàng Nông sản Sạch Hà Nội',
                'retailer',
                '0109876557',
                '02439331234',
                '01',
                '01005',
                '88 Trần Thái Tông',
            ),
            partner(
                1,
                'Công ty CP Vận tải Lạnh Tây Nguyên',
                'logistics',
                '6001234594',
                '02623811999',
                '66',
                '66001',
                'Km 5 Quốc lộ 14',
                { status: 'inactive', note: 'Tạm dừng hợp tác từ quý III' },
            ),
            partner(
                2,
                'Công ty TNHH Bao bì Thái Nguyên',
                'supplier',
                '4600987667',
                '02083855123',
                '19',
                '19001',
                '12 Hoàng Văn Thụ',
            ),
            partner(
                3,
                'Công ty CP Thực phẩm Tây Bắc',
                'distributor',
                '5500456784',
                '02123866555',
                '14',
                '14001',
                '22 Chu Văn Thịnh',
            ),
        ];
        let shopId = 0;
        const shop = (
            bizId: number,
            name: string,
            code: string,
            type: string,
            phone: string,
            province: string,
            ward: string,
            address: string,
            extra: Record<string, unknown> = {},
        ) => ({
            id: ++shopId,
            bizId,
            name,
            code,
            type,
            managerName: '',
            phone,
            email: '',
            province,
            ward,
            address,
            openingHours: '07:00–21:00',
            status: 'active' as const,
            note: '',
            createdAt: isoDaysAgo(180 - shopId * 5, now),
            updatedAt: isoDaysAgo(60 - shopId, now),
            ...extra,
        });
        db.shops = [
            shop(
                1,
                'Cửa hàng HTX Cầu Đất – Đà Lạt',
                'CH-DL-01',
                'store',
                '02633810001',
                '68',
                '68001',
                '5 Nguyễn Chí Thanh',
                { managerName: 'Lê Thị Hoa' },
            ),
            shop(
                1,
                'Siêu thị Nông sản Xanh Bến Thành',
                'ST-HCM-01',
                'supermarket',
                '02838221000',
                '79',
                '79002',
                '30 Lê Thánh Tôn',
            ),
            shop(
                1,
                'Đại lý Cà phê Phố Cổ',
                'DL-HN-01',
                'agency',
                '02438281000',
                '01',
                '01001',
                '11 Hàng Bạc',
            ),
            shop(1, 'Gian hàng trực tuyến', 'ONLINE', 'online', '0901000001', '68', '68002', 'Thôn Cầu Đất'),
            shop(1, 'Quầy chợ Đà Lạt', 'CHO-DL', 'market', '', '68', '68001', 'Chợ Đà Lạt, tầng 1', {
                status: 'inactive',
                note: 'Đóng cửa sửa chữa',
            }),
            shop(
                2,
                'Cửa hàng Trà Tân Cương',
                'CH-TN-01',
                'store',
                '02083851000',
                '19',
                '19005',
                'Xóm Hồng Thái',
            ),
            shop(
                3,
                'Điểm bán Mật ong Mộc Châu',
                'DB-MC-01',
                'store',
                '02123861000',
                '14',
                '14003',
                'Tiểu khu 19/5',
            ),
        ];
        db.seq = { ...db.seq, partners: partnerId, shops: shopId };
    },
};
