import type { MockDb, MockDiary, MockProduct, MockStampTemplate } from '../../../mocks/state';
import { gs1CheckDigit } from '../../../domain/validation';
import { TEMPLATE_DEFAULTS } from '../../../domain/stampTemplates';
import { isoDaysAgo } from '../../../mocks/seed/core';
import type { FeatureSeed } from '../../../mocks/state';

/** One recorded activity of a production diary. */
export interface MockDiaryActivity {
    id: number;
    bizId: number;
    diaryId: number;
    /** Activity kind id of the diary's template (soil, spraying, harvest…). */
    kind: string;
    /** Day the work was done (YYYY-MM-DD). */
    date: string;
    performer: string;
    values: Record<string, unknown>;
    /** Small images as data URLs. */
    photos: string[];
    note: string;
    createdAt: string;
    updatedAt: string;
}

declare module '../../../mocks/state' {
    interface MockDb {
        products: MockProduct[];
        stampTemplates: MockStampTemplate[];
        diaries: MockDiary[];
        diaryActivities?: MockDiaryActivity[];
    }
}

export const activitiesOf = (db: MockDb): MockDiaryActivity[] => (db.diaryActivities ??= []);

/** GTIN-13 from its first twelve digits. */
export const gtin13 = (body: string) => body + gs1CheckDigit(body);

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Unguessable public code of a product page (no 0/O, 1/I). */
export function randomPublicCode(random: () => number = Math.random): string {
    let code = '';
    for (let i = 0; i < 10; i++) code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
    return code;
}

/** A deterministic generator, so the seed is the same on every start. */
function seeded(seed: number) {
    let state = seed;
    return () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state / 2147483648;
    };
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A small illustrative picture: a coloured card with a label. */
export function picture(label: string, color: string, accent = '#ffffff') {
    return svgUrl(
        `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
            `<rect width="320" height="240" fill="${color}"/>` +
            `<circle cx="250" cy="70" r="42" fill="${accent}" opacity="0.35"/>` +
            `<ellipse cx="110" cy="150" rx="70" ry="44" fill="${accent}" opacity="0.25"/>` +
            `<text x="20" y="220" font-family="sans-serif" font-size="22" fill="${accent}">${label}</text></svg>`,
    );
}

/** Products, stamp templates, diaries and their activities of the demo businesses; the diaries name land's growing locations. */
export const seed: FeatureSeed = {
    after: ['land'],
    run(db, now) {
        const random = seeded(20250601);
        let productId = 0;
        const product = (
            bizId: number,
            code: string,
            name: string,
            gtinBody: string | null,
            category: string,
            unit: string,
            netContent: string,
            shelfLifeDays: number,
            certifications: string[],
            color: string,
            description: string,
            attributes: { name: string; value: string }[],
            extra: Partial<MockProduct> = {},
        ): MockProduct => ({
            id: ++productId,
            bizId,
            code,
            name,
            gtin: gtinBody ? gtin13(gtinBody) : null,
            unit,
            status: 'active',
            category,
            brand: '',
            netContent,
            shelfLifeDays,
            certifications,
            images: [picture(name.split(' ').slice(0, 3).join(' '), color)],
            description,
            attributes,
            publicCode: randomPublicCode(random),
            createdAt: isoDaysAgo(300 - productId * 9, now),
            updatedAt: isoDaysAgo(60 - productId * 2, now),
            ...extra,
        });
        db.products = [
            product(
                1,
                'CD-ARB-RX500',
                'Cà phê Arabica Cầu Đất rang xay 500 g',
                '893860210001',
                'coffee',
                'túi',
                '500 g',
                365,
                ['vietgap', '4c'],
                '#6d4c41',
                'Cà phê Arabica trồng ở độ cao 1.500 m, thu hái chín đỏ, rang mộc vừa, xay sẵn cho pha phin.',
                [
                    { name: 'Độ cao vùng trồng', value: '1.500 m' },
                    { name: 'Giống', value: 'Catimor, Typica' },
                    { name: 'Mức rang', value: 'Rang vừa' },
                ],
                { brand: 'Cầu Đất Farm' },
            ),
            product(
                1,
                'CD-ARB-RH250',
                'Cà phê Arabica Cầu Đất rang hạt 250 g',
                '893860210002',
                'coffee',
                'túi',
                '250 g',
                365,
                ['vietgap'],
                '#4e342e',
                'Hạt rang nguyên, đóng túi van một chiều giữ hương.',
                [{ name: 'Mức rang', value: 'Rang sáng' }],
                { brand: 'Cầu Đất Farm' },
            ),
            product(
                1,
                'CD-GREEN-60',
                'Cà phê nhân xanh Arabica Cầu Đất (bao 60 kg)',
                '893860210003',
                'coffee',
                'bao',
                '60 kg',
                540,
                ['4c'],
                '#7cb342',
                'Nhân xanh sàng 16, chế biến ướt, độ ẩm dưới 12,5%.',
                [
                    { name: 'Cỡ sàng', value: 'S16' },
                    { name: 'Độ ẩm', value: '≤ 12,5%' },
                ],
            ),
            product(
                1,
                'CD-HONEY-250',
                'Cà phê Arabica Honey process 250 g',
                '893860210004',
                'coffee',
                'túi',
                '250 g',
                365,
                ['organic'],
                '#ff8f00',
                'Sơ chế honey, vị ngọt hậu, hương trái cây chín.',
                [],
                { brand: 'Cầu Đất Farm' },
            ),
            product(
                1,
                'CD-DRIP-10',
                'Cà phê phin giấy Cầu Đất (hộp 10 gói)',
                '893860210005',
                'processed',
                'hộp',
                '10 × 12 g',
                270,
                [],
                '#8d6e63',
                'Phin giấy tiện lợi, đã ngừng sản xuất từ vụ 2025.',
                [],
                { status: 'inactive' },
            ),
            product(
                1,
                'CD-BO-SAP',
                'Bơ sáp Cầu Đất',
                null,
                'fruit',
                'kg',
                '1 kg',
                10,
                ['vietgap'],
                '#558b2f',
                'Bơ sáp trồng xen trong vườn cà phê, thu hoạch tháng 6 – 9.',
                [],
            ),
            product(
                2,
                'TC-DB-200',
                'Trà Tân Cương đặc biệt 200 g',
                '893860320001',
                'tea',
                'hộp',
                '200 g',
                540,
                ['vietgap'],
                '#2e7d32',
                'Chè búp một tôm hai lá, sao tay trên chảo gang.',
                [{ name: 'Vùng chè', value: 'Tân Cương, Thái Nguyên' }],
            ),
            product(
                2,
                'TC-MC-500',
                'Trà móc câu Tân Cương 500 g',
                '893860320002',
                'tea',
                'túi',
                '500 g',
                540,
                ['vietgap'],
                '#388e3c',
                'Trà móc câu truyền thống.',
                [],
            ),
            product(
                2,
                'TC-TL-25',
                'Trà xanh túi lọc (hộp 25 túi)',
                '893860320003',
                'tea',
                'hộp',
                '25 × 2 g',
                720,
                [],
                '#43a047',
                'Trà xanh túi lọc tiện dùng.',
                [],
            ),
            product(
                3,
                'MC-HCP-500',
                'Mật ong hoa cà phê Mộc Châu 500 ml',
                '893860430001',
                'honey',
                'chai',
                '500 ml',
                730,
                ['organic'],
                '#f9a825',
                'Mật ong nguyên chất từ hoa cà phê, thủy phần dưới 20%.',
                [{ name: 'Thủy phần', value: '< 20%' }],
            ),
            product(
                3,
                'MC-HN-1000',
                'Mật ong hoa nhãn 1 lít',
                '893860430002',
                'honey',
                'chai',
                '1 lít',
                730,
                [],
                '#fbc02d',
                'Mật ong hoa nhãn vụ xuân.',
                [],
            ),
        ];

        let templateId = 0;
        const template = (
            bizId: number,
            name: string,
            overrides: Partial<typeof TEMPLATE_DEFAULTS> & { status?: 'active' | 'inactive'; note?: string },
        ): MockStampTemplate => {
            const { status = 'active', note = '', ...layout } = overrides;
            const values = { ...TEMPLATE_DEFAULTS, ...layout };
            return {
                id: ++templateId,
                bizId,
                name,
                status,
                note,
                ...values,
                kind: values.kind as 'physical' | 'digital',
                createdAt: isoDaysAgo(280 - templateId * 11, now),
                updatedAt: isoDaysAgo(40 - templateId * 3, now),
            };
        };
        db.stampTemplates = [
            template(1, 'Tem nhãn túi cà phê 40 × 25 mm', {
                headline: 'HTX Cà phê Cầu Đất',
                serialPrefix: 'CD-',
            }),
            template(1, 'Tem tròn niêm phong 30 mm', {
                shape: 'circle',
                widthMm: 30,
                heightMm: 30,
                qrX: 8,
                qrY: 5,
                qrSizeMm: 14,
                serialX: 15,
                serialY: 24,
                serialFontPt: 5,
                qrContent: 'gs1',
                backgroundColor: '#fff8e1',
                foregroundColor: '#4e342e',
            }),
            template(1, 'Tem điện tử gửi kèm hóa đơn', {
                kind: 'digital',
                shape: 'rectangle',
                widthMm: 50,
                heightMm: 60,
                qrX: 10,
                qrY: 12,
                qrSizeMm: 30,
                serialX: 25,
                serialY: 50,
                serialFontPt: 8,
                headline: 'Quét để xác thực',
            }),
            template(1, 'Tem vụ 2024 (mẫu cũ)', {
                status: 'inactive',
                widthMm: 35,
                heightMm: 20,
                qrSizeMm: 16,
                qrX: 2,
                qrY: 2,
                serialX: 26.5,
                serialY: 10,
                note: 'Thay bằng tem nhãn túi 40 × 25 mm từ vụ 2025.',
            }),
            template(2, 'Tem hộp trà 35 × 35 mm', {
                shape: 'rounded',
                widthMm: 35,
                heightMm: 35,
                qrX: 7.5,
                qrY: 5,
                qrSizeMm: 20,
                serialX: 17.5,
                serialY: 30,
                headline: 'Trà Tân Cương',
                foregroundColor: '#1b5e20',
            }),
            template(3, 'Tem nắp chai mật ong', {
                shape: 'circle',
                widthMm: 32,
                heightMm: 32,
                qrX: 9,
                qrY: 6,
                qrSizeMm: 14,
                serialX: 16,
                serialY: 26,
                serialFontPt: 5,
                backgroundColor: '#fffde7',
            }),
        ];

        const locationOf = (bizId: number, code: string) =>
            db.bizLocations.find((l) => l.bizId === bizId && l.code === code)?.id ??
            db.bizLocations.find((l) => l.bizId === bizId)?.id ??
            null;
        let diaryId = 0;
        const diary = (
            bizId: number,
            name: string,
            templateId: number,
            productId: number,
            locationId: number | null,
            startDaysAgo: number,
            extra: Partial<MockDiary> = {},
        ): MockDiary => ({
            id: ++diaryId,
            bizId,
            name,
            templateId,
            productId,
            locationId,
            season: '',
            startDate: isoDaysAgo(startDaysAgo, now).slice(0, 10),
            endDate: null,
            manager: '',
            status: 'ongoing',
            note: '',
            createdAt: isoDaysAgo(startDaysAgo, now),
            updatedAt: isoDaysAgo(Math.max(startDaysAgo - 30, 1), now),
            ...extra,
        });
        db.diaries = [
            diary(1, 'Vụ cà phê 2025 – 2026, Vùng Arabica Cầu Đất A', 2, 1, locationOf(1, 'CD-A'), 210, {
                season: '2025 – 2026',
                manager: 'Trần Minh Khoa',
            }),
            diary(1, 'Vụ cà phê 2024 – 2025, Vùng Arabica Cầu Đất B', 2, 4, locationOf(1, 'CD-B'), 520, {
                season: '2024 – 2025',
                manager: 'Lê Thị Hoa',
                status: 'finished',
                endDate: isoDaysAgo(200, now).slice(0, 10),
            }),
            diary(1, 'Bơ sáp trồng xen 2025', 1, 6, locationOf(1, 'CD-B'), 120, {
                season: '2025',
                manager: 'Lê Thị Hoa',
            }),
            diary(2, 'Chè Tân Cương lứa xuân 2025', 1, 7, locationOf(2, ''), 90, { season: 'Xuân 2025' }),
            diary(3, 'Mật ong hoa cà phê vụ 2025', 4, 10, locationOf(3, ''), 100, { season: '2025' }),
        ];

        let activityId = 0;
        const day = (daysAgo: number) => isoDaysAgo(daysAgo, now).slice(0, 10);
        const activity = (
            diaryIdOf: number,
            kind: string,
            daysAgo: number,
            performer: string,
            values: Record<string, unknown>,
            note = '',
            photos: string[] = [],
        ): MockDiaryActivity => {
            const bizId = db.diaries.find((d) => d.id === diaryIdOf)!.bizId;
            return {
                id: ++activityId,
                bizId,
                diaryId: diaryIdOf,
                kind,
                date: day(daysAgo),
                performer,
                values,
                photos,
                note,
                createdAt: isoDaysAgo(daysAgo, now),
                updatedAt: isoDaysAgo(daysAgo, now),
            };
        };
        db.diaryActivities = [
            activity(1, 'pruning', 200, 'Trần Minh Khoa', {
                trees: 1200,
                method: 'Tỉa cành tăm, cành vượt sau thu hoạch',
            }),
            activity(
                1,
                'fertilising',
                170,
                'Lê Thị Hoa',
                { input: 'Phân hữu cơ vi sinh Lâm Viên', dose: 800, method: 'Bón gốc' },
                'Bón đầu mùa mưa',
                [picture('Bón phân', '#5d4037')],
            ),
            activity(1, 'irrigation', 150, 'Nguyễn Văn Tâm', {
                method: 'Nhỏ giọt',
                volumeM3: 45,
                waterSource: 'Hồ chứa Cầu Đất',
            }),
            activity(1, 'spraying', 95, 'Nguyễn Văn Tâm', {
                product: 'Chế phẩm nấm xanh Metarhizium',
                target: 'Rệp sáp',
                dose: '1 kg/200 lít nước',
                phiDays: 7,
            }),
            activity(1, 'weeding', 60, 'Lê Thị Hoa', { method: 'Thủ công' }),
            activity(
                1,
                'harvest',
                20,
                'Tổ thu hái số 2',
                { quantityKg: 3200, lot: 'CD-A-2511', quality: 'Loại 1' },
                'Hái chọn quả chín đỏ trên 95%',
                [picture('Thu hái', '#c62828')],
            ),
            activity(1, 'processing', 15, 'Trần Minh Khoa', {
                method: 'Chế biến ướt',
                dryingDays: 12,
                outputKg: 640,
            }),
            activity(2, 'fertilising', 480, 'Lê Thị Hoa', {
                input: 'Phân chuồng hoai mục',
                dose: 1500,
                method: 'Bón gốc',
            }),
            activity(2, 'harvest', 260, 'Tổ thu hái số 1', {
                quantityKg: 2100,
                lot: 'CD-B-2411',
                quality: 'Loại 1',
            }),
            activity(2, 'processing', 250, 'Trần Minh Khoa', {
                method: 'Honey',
                dryingDays: 18,
                outputKg: 410,
            }),
            activity(2, 'roasting', 230, 'Trần Minh Khoa', {
                level: 'Rang vừa',
                inputKg: 120,
                outputKg: 100,
            }),
            activity(2, 'packing', 228, 'Lê Thị Hoa', {
                packages: 400,
                spec: 'Túi 250 g',
                lot: 'HN-2412',
                expiry: day(-137),
            }),
            activity(3, 'sowing', 118, 'Lê Thị Hoa', {
                variety: 'Bơ sáp 034',
                seedSource: 'Vườn ươm Xuân Trường',
                quantity: 0,
            }),
            activity(4, 'fertilising', 80, 'Nguyễn Thị Hằng', {
                input: 'Phân NPK 16-16-8',
                dose: 120,
                method: 'Bón gốc',
            }),
            activity(4, 'harvest', 10, 'Nguyễn Thị Hằng', { quantityKg: 540, lot: 'TC-X25' }),
            activity(5, 'hive_check', 95, 'Hà Văn Sơn', { hives: 120, state: 'Khỏe' }),
            activity(5, 'honey_harvest', 30, 'Hà Văn Sơn', { hives: 110, quantityKg: 1650, moisture: 19.5 }),
        ];
        db.seq = {
            ...db.seq,
            products: productId,
            stampTemplates: templateId,
            diaries: diaryId,
            diaryActivities: activityId,
        };
    },
};
