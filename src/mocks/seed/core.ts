import type { MockDb } from '../state';
import { initialsLogo } from './logo';

const DAY = 86_400_000;
export const isoDaysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY).toISOString();

/** Demo personas: fictional people, one per role the console must handle. */
export const personas = ['owner', 'user', 'observer', 'newcomer', 'locked'] as const;
export type PersonaId = (typeof personas)[number];

/** Users, businesses, memberships and invitations of the demo data. */
export function seedCore(db: MockDb, now = Date.now()) {
    const user = (
        id: number,
        persona: string | undefined,
        status: number,
        name: string,
        phone: string,
        email: string,
    ) => ({
        id,
        status,
        name,
        phone,
        email,
        avatar: null,
        birthday: status === 0 ? null : '1988-05-12',
        province: status === 0 ? null : '68',
        ward: status === 0 ? null : '68001',
        address: status === 0 ? null : '12 Trần Phú',
        persona,
        // What the SSO returned at this person's earlier sign-ins.
        verified: { phone, email },
        createdAt: isoDaysAgo(400 - id, now),
    });
    db.users = [
        user(1, 'owner', 1, 'Trần Minh Khoa', '0901000001', 'khoa.tran@example.vn'),
        user(2, 'user', 1, 'Lê Thị Hoa', '0901000002', 'hoa.le@example.vn'),
        user(3, 'observer', 1, 'Phạm Quốc Bảo', '0901000003', 'bao.pham@example.vn'),
        { ...user(4, 'newcomer', 0, '', '0901000004', 'moi.nguoi@example.vn') },
        user(5, 'locked', 2, 'Đỗ Văn Tùng', '0901000005', 'tung.do@example.vn'),
        user(6, undefined, 1, 'Vũ Thị Mai', '0901000006', 'mai.vu@example.vn'),
        user(7, undefined, 1, 'Hoàng Gia Huy', '0901000007', 'huy.hoang@example.vn'),
    ];
    // The SSO's own record of each persona: it vouches for this phone and e-mail at every sign-in.
    db.ssoDirectory = Object.fromEntries(
        db.users
            .filter((u) => u.persona)
            .map((u) => [u.persona as string, { phone: u.phone, email: u.email }]),
    );
    const biz = (
        id: number,
        code: string,
        name: string,
        color: string,
        taxCode: string,
        province: string,
        ward: string,
        address: string,
        description: string,
    ) => ({
        id,
        code,
        name,
        logo: initialsLogo(name, color),
        taxCode,
        phone: `02${63 + id}3800${100 + id}`,
        email: `lienhe@${code.toLowerCase()}.example.vn`,
        province,
        ward,
        address,
        description,
        createdAt: isoDaysAgo(900 - id * 30, now),
    });
    db.businesses = [
        biz(
            1,
            'CAUDAT',
            'HTX Cà phê Cầu Đất',
            '#6d4c41',
            '5801234577',
            '68',
            '68002',
            'Thôn Cầu Đất',
            'Hợp tác xã trồng và chế biến cà phê Arabica Cầu Đất.',
        ),
        biz(
            2,
            'TANCUONG',
            'Công ty TNHH Trà Tân Cương Xanh',
            '#2e7d32',
            '4601234560',
            '19',
            '19005',
            'Xóm Hồng Thái',
            'Sản xuất và đóng gói chè búp Tân Cương theo VietGAP.',
        ),
        biz(
            3,
            'MOCCHAU',
            'HTX Mật ong Mộc Châu',
            '#f9a825',
            '5501234569',
            '14',
            '14003',
            'Tiểu khu 19/5',
            'Nuôi ong lấy mật trên cao nguyên Mộc Châu.',
        ),
        biz(
            4,
            'ST25',
            'Công ty CP Gạo ST25 Sông Hậu',
            '#1565c0',
            '2201234587',
            '92',
            '92007',
            'Ấp Hòa Đông',
            'Lúa gạo ST25 canh tác hữu cơ vùng Sông Hậu.',
        ),
        biz(
            5,
            'KRONGPAC',
            'HTX Sầu riêng Krông Pắc',
            '#558b2f',
            '6001234587',
            '66',
            '66005',
            'Thôn 8',
            'Sầu riêng Ri6 và Monthong đạt chuẩn xuất khẩu.',
        ),
    ];
    db.memberships = [
        { userId: 1, bizId: 1, role: 1, status: 'active', joinedAt: isoDaysAgo(800, now) },
        { userId: 1, bizId: 2, role: 1, status: 'active', joinedAt: isoDaysAgo(700, now) },
        { userId: 1, bizId: 3, role: 2, status: 'active', joinedAt: isoDaysAgo(300, now) },
        { userId: 2, bizId: 1, role: 2, status: 'active', joinedAt: isoDaysAgo(200, now) },
        { userId: 3, bizId: 1, role: 3, status: 'active', joinedAt: isoDaysAgo(100, now) },
        { userId: 5, bizId: 1, role: 2, status: 'locked', joinedAt: isoDaysAgo(150, now) },
        { userId: 6, bizId: 3, role: 1, status: 'active', joinedAt: isoDaysAgo(600, now) },
        { userId: 7, bizId: 4, role: 1, status: 'active', joinedAt: isoDaysAgo(500, now) },
        { userId: 7, bizId: 5, role: 1, status: 'active', joinedAt: isoDaysAgo(450, now) },
    ];
    db.defaultBiz = { 1: 1, 2: 1, 3: 1, 6: 3, 7: 4 };
    const invitation = (
        id: number,
        code: string,
        bizId: number,
        phone: string,
        role: number,
        createdAt: string,
    ) => ({
        id,
        code,
        bizId,
        invitedBy: bizId === 1 || bizId === 2 ? 1 : 7,
        phone,
        email: null,
        role,
        status: 'pending' as const,
        createdAt,
        respondedAt: null,
    });
    db.invitations = [
        // The owner persona: one older invitation and one sent today.
        invitation(1, 'INV-ST25-0001', 4, '0901000001', 2, isoDaysAgo(3, now)),
        invitation(2, 'INV-KRP-0002', 5, '0901000001', 3, new Date(now).toISOString()),
        // The newcomer has been invited by the coffee cooperative.
        invitation(3, 'INV-CDT-0003', 1, '0901000004', 2, isoDaysAgo(1, now)),
    ];
    db.seq = { ...db.seq, users: 7, businesses: 5, invitations: 3 };
}
