import type { ActivityField, ActivityKind, DiaryTemplate } from '../../domain/diaries';

/**
 * Diary templates the server offers every business, with the activity kinds each one records.
 * Labels are data the server sends in Vietnamese.
 */
const f = (
    key: string,
    label: string,
    type: ActivityField['type'],
    extra: Partial<ActivityField> = {},
): ActivityField => ({
    key,
    label,
    type,
    ...extra,
});

export const ACTIVITY_KINDS: ActivityKind[] = [
    {
        id: 'soil',
        name: 'Làm đất',
        description: 'Cày, xới, lên luống, xử lý đất trước khi trồng',
        fields: [
            f('method', 'Cách làm đất', 'select', {
                required: true,
                options: ['Cày', 'Xới', 'Lên luống', 'Bón vôi xử lý đất'],
            }),
            f('areaM2', 'Diện tích', 'number', { unit: 'm²', min: 0 }),
        ],
    },
    {
        id: 'sowing',
        name: 'Gieo trồng',
        description: 'Gieo hạt, trồng cây con',
        fields: [
            f('variety', 'Giống', 'text', { required: true }),
            f('seedSource', 'Nguồn giống', 'text'),
            f('quantity', 'Lượng giống', 'number', { unit: 'kg', min: 0 }),
        ],
    },
    {
        id: 'pruning',
        name: 'Tỉa cành, tạo tán',
        fields: [
            f('trees', 'Số cây', 'number', { min: 0, required: true }),
            f('method', 'Cách thực hiện', 'text'),
        ],
    },
    {
        id: 'fertilising',
        name: 'Bón phân',
        description: 'Tên phân bón, liều lượng và cách bón',
        fields: [
            f('input', 'Tên phân bón', 'text', { required: true }),
            f('dose', 'Liều lượng', 'number', { required: true, unit: 'kg', min: 0 }),
            f('method', 'Cách bón', 'select', { options: ['Bón gốc', 'Bón lá', 'Hòa nước tưới'] }),
        ],
    },
    {
        id: 'spraying',
        name: 'Phun thuốc bảo vệ thực vật',
        description: 'Thuốc, đối tượng phòng trừ và thời gian cách ly trước thu hoạch',
        fields: [
            f('product', 'Tên thuốc', 'text', { required: true }),
            f('target', 'Sâu bệnh phòng trừ', 'text', { required: true }),
            f('dose', 'Liều lượng', 'text', { required: true }),
            f('phiDays', 'Thời gian cách ly', 'number', { required: true, unit: 'ngày', min: 0, max: 120 }),
        ],
    },
    {
        id: 'irrigation',
        name: 'Tưới nước',
        fields: [
            f('method', 'Cách tưới', 'select', {
                required: true,
                options: ['Nhỏ giọt', 'Phun mưa', 'Tưới rãnh', 'Tưới gốc'],
            }),
            f('volumeM3', 'Lượng nước', 'number', { unit: 'm³', min: 0 }),
            f('waterSource', 'Nguồn nước', 'text'),
        ],
    },
    {
        id: 'weeding',
        name: 'Làm cỏ',
        fields: [
            f('method', 'Cách làm cỏ', 'select', {
                required: true,
                options: ['Thủ công', 'Máy cắt cỏ', 'Phủ gốc'],
            }),
        ],
    },
    {
        id: 'harvest',
        name: 'Thu hoạch',
        description: 'Sản lượng, số lô và độ chín',
        fields: [
            f('quantityKg', 'Sản lượng', 'number', { required: true, unit: 'kg', min: 0 }),
            f('lot', 'Số lô', 'text'),
            f('quality', 'Đánh giá chất lượng', 'select', { options: ['Loại 1', 'Loại 2', 'Loại 3'] }),
        ],
    },
    {
        id: 'processing',
        name: 'Sơ chế',
        fields: [
            f('method', 'Phương pháp', 'select', {
                required: true,
                options: ['Chế biến ướt', 'Phơi khô tự nhiên', 'Honey'],
            }),
            f('dryingDays', 'Số ngày phơi', 'number', { unit: 'ngày', min: 0 }),
            f('outputKg', 'Khối lượng sau sơ chế', 'number', { unit: 'kg', min: 0 }),
        ],
    },
    {
        id: 'roasting',
        name: 'Rang',
        fields: [
            f('level', 'Mức rang', 'select', {
                required: true,
                options: ['Rang sáng', 'Rang vừa', 'Rang đậm'],
            }),
            f('inputKg', 'Khối lượng nhân xanh', 'number', { required: true, unit: 'kg', min: 0 }),
            f('outputKg', 'Khối lượng sau rang', 'number', { unit: 'kg', min: 0 }),
        ],
    },
    {
        id: 'packing',
        name: 'Đóng gói',
        description: 'Quy cách và số lô đóng gói',
        fields: [
            f('packages', 'Số gói/hộp', 'number', { required: true, min: 1 }),
            f('spec', 'Quy cách', 'text', { required: true }),
            f('lot', 'Số lô', 'text'),
            f('expiry', 'Hạn sử dụng', 'date'),
        ],
    },
    {
        id: 'hive_check',
        name: 'Kiểm tra đàn ong',
        fields: [
            f('hives', 'Số đàn kiểm tra', 'number', { required: true, min: 1 }),
            f('state', 'Tình trạng', 'select', { options: ['Khỏe', 'Yếu', 'Có dấu hiệu bệnh'] }),
        ],
    },
    {
        id: 'feeding',
        name: 'Cho ong ăn bổ sung',
        fields: [
            f('feed', 'Thức ăn', 'text', { required: true }),
            f('quantityKg', 'Khối lượng', 'number', { unit: 'kg', min: 0 }),
        ],
    },
    {
        id: 'treatment',
        name: 'Phòng, trị bệnh cho ong',
        fields: [
            f('medicine', 'Thuốc sử dụng', 'text', { required: true }),
            f('phiDays', 'Thời gian ngừng thu mật', 'number', {
                required: true,
                unit: 'ngày',
                min: 0,
                max: 120,
            }),
        ],
    },
    {
        id: 'honey_harvest',
        name: 'Quay mật',
        fields: [
            f('hives', 'Số đàn quay mật', 'number', { required: true, min: 1 }),
            f('quantityKg', 'Sản lượng mật', 'number', { required: true, unit: 'kg', min: 0 }),
            f('moisture', 'Thủy phần', 'number', { unit: '%', min: 0, max: 40 }),
        ],
    },
];

export const DIARY_TEMPLATES: DiaryTemplate[] = [
    {
        id: 1,
        code: 'VIETGAP-RAU',
        name: 'Rau, chè an toàn theo VietGAP',
        standard: 'vietgap',
        description: 'Nhật ký sản xuất rau theo TCVN 11892-1:2017 (VietGAP trồng trọt).',
        kinds: ['soil', 'sowing', 'fertilising', 'spraying', 'irrigation', 'weeding', 'harvest', 'packing'],
    },
    {
        id: 2,
        code: 'CAPHE',
        name: 'Cà phê (canh tác, sơ chế, rang)',
        standard: '4c',
        description: 'Từ chăm sóc vườn cà phê tới thu hái, sơ chế, rang và đóng gói.',
        kinds: [
            'pruning',
            'fertilising',
            'spraying',
            'irrigation',
            'weeding',
            'harvest',
            'processing',
            'roasting',
            'packing',
        ],
    },
    {
        id: 3,
        code: 'LUA',
        name: 'Lúa gạo',
        standard: 'vietgap',
        description: 'Một vụ lúa từ làm đất, gieo sạ tới thu hoạch và đóng gói gạo.',
        kinds: ['soil', 'sowing', 'fertilising', 'spraying', 'irrigation', 'harvest', 'packing'],
    },
    {
        id: 4,
        code: 'MATONG',
        name: 'Mật ong',
        standard: 'organic',
        description: 'Chăm sóc đàn ong, phòng bệnh, quay mật và đóng chai.',
        kinds: ['hive_check', 'feeding', 'treatment', 'honey_harvest', 'packing'],
    },
];

export const kindById = (id: string) => ACTIVITY_KINDS.find((kind) => kind.id === id);
export const kindsOfTemplate = (template: DiaryTemplate) =>
    template.kinds.map((id) => kindById(id)).filter((kind): kind is ActivityKind => !!kind);
