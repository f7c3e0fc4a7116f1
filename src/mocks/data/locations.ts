/**
 * Vietnam's administrative units after the reorganisation effective 1 July 2025: 34 provincial
 * units (6 centrally-run cities, 28 provinces) and wards, communes and special zones, with no
 * district level. The mock serves a selection of wards per province, enough to fill real addresses.
 */
export interface Province {
    code: string;
    name: string;
    type: 'thanh-pho' | 'tinh';
}

export interface Ward {
    code: string;
    name: string;
    provinceCode: string;
    type: 'phuong' | 'xa' | 'dac-khu';
}

type Row = [code: string, name: string, city: boolean, wards: string];

/** Wards: `P:` phường, `X:` xã, `D:` đặc khu, separated by `|`. */
const rows: Row[] = [
    ['01', 'Hà Nội', true, 'P:Hoàn Kiếm|P:Ba Đình|P:Cửa Nam|P:Hai Bà Trưng|P:Cầu Giấy|P:Tây Hồ|P:Long Biên|P:Hà Đông|X:Sóc Sơn|X:Ba Vì'],
    ['04', 'Cao Bằng', false, 'P:Thục Phán|P:Nùng Trí Cao|P:Tân Giang|X:Trùng Khánh|X:Bảo Lạc'],
    ['08', 'Tuyên Quang', false, 'P:Minh Xuân|P:An Tường|P:Hà Giang 1|X:Đồng Văn|X:Hàm Yên'],
    ['11', 'Điện Biên', false, 'P:Điện Biên Phủ|P:Mường Thanh|X:Mường Ảng|X:Tuần Giáo'],
    ['12', 'Lai Châu', false, 'P:Tân Phong|P:Đoàn Kết|X:Tam Đường|X:Than Uyên'],
    ['14', 'Sơn La', false, 'P:Tô Hiệu|P:Chiềng An|P:Mộc Châu|P:Mộc Sơn|P:Thảo Nguyên|X:Vân Hồ|X:Mai Sơn|X:Yên Châu'],
    ['15', 'Lào Cai', false, 'P:Lào Cai|P:Cam Đường|P:Sa Pa|P:Yên Bái|X:Bắc Hà|X:Mù Cang Chải'],
    ['19', 'Thái Nguyên', false, 'P:Phan Đình Phùng|P:Gia Sàng|P:Tích Lương|P:Bắc Kạn|X:Tân Cương|X:Đại Từ|X:La Bằng|X:Phú Lương'],
    ['20', 'Lạng Sơn', false, 'P:Lương Văn Tri|P:Tam Thanh|P:Đông Kinh|X:Bắc Sơn'],
    ['22', 'Quảng Ninh', false, 'P:Hạ Long|P:Bãi Cháy|P:Cẩm Phả|P:Móng Cái 1|D:Vân Đồn|D:Cô Tô'],
    ['24', 'Bắc Ninh', false, 'P:Kinh Bắc|P:Vũ Ninh|P:Bắc Giang|P:Từ Sơn|X:Lục Ngạn'],
    ['25', 'Phú Thọ', false, 'P:Việt Trì|P:Nông Trang|P:Vĩnh Phúc|P:Hòa Bình|X:Tân Sơn'],
    ['31', 'Hải Phòng', true, 'P:Hồng Bàng|P:Ngô Quyền|P:Lê Chân|P:Hải Dương|P:Thủy Nguyên|D:Cát Hải|D:Bạch Long Vĩ'],
    ['33', 'Hưng Yên', false, 'P:Phố Hiến|P:Sơn Nam|P:Thái Bình|X:Văn Giang'],
    ['37', 'Ninh Bình', false, 'P:Hoa Lư|P:Tam Điệp|P:Phủ Lý|P:Nam Định|X:Gia Viễn'],
    ['38', 'Thanh Hóa', false, 'P:Hạc Thành|P:Sầm Sơn|P:Bỉm Sơn|X:Thọ Xuân'],
    ['40', 'Nghệ An', false, 'P:Trường Vinh|P:Thành Vinh|P:Vinh Hưng|X:Nghĩa Đàn'],
    ['42', 'Hà Tĩnh', false, 'P:Thành Sen|P:Trần Phú|P:Hồng Lĩnh|X:Hương Khê'],
    ['44', 'Quảng Trị', false, 'P:Đông Hà|P:Đồng Hới|P:Quảng Trị|X:Khe Sanh'],
    ['46', 'Huế', true, 'P:Thuận Hóa|P:Phú Xuân|P:Kim Long|P:Hương Thủy|X:Phú Vang'],
    ['48', 'Đà Nẵng', true, 'P:Hải Châu|P:Thanh Khê|P:Sơn Trà|P:Ngũ Hành Sơn|P:Tam Kỳ|P:Hội An|D:Hoàng Sa'],
    ['51', 'Quảng Ngãi', false, 'P:Cẩm Thành|P:Nghĩa Lộ|P:Kon Tum|D:Lý Sơn'],
    ['52', 'Gia Lai', false, 'P:Pleiku|P:Hội Phú|P:Quy Nhơn|X:Chư Sê'],
    ['56', 'Khánh Hòa', false, 'P:Nha Trang|P:Bắc Nha Trang|P:Cam Ranh|P:Phan Rang|D:Trường Sa'],
    ['66', 'Đắk Lắk', false, 'P:Buôn Ma Thuột|P:Tân An|P:Ea Kao|P:Tuy Hòa|X:Krông Pắc|X:Ea Kly|X:Cư M’gar|X:Buôn Đôn'],
    ['68', 'Lâm Đồng', false, 'P:Xuân Hương - Đà Lạt|P:Xuân Trường - Đà Lạt|P:Lang Biang - Đà Lạt|P:Cam Ly - Đà Lạt|P:1 Bảo Lộc|P:Phan Thiết|P:Bắc Gia Nghĩa|X:Di Linh|X:Đức Trọng|X:Lạc Dương'],
    ['75', 'Đồng Nai', false, 'P:Biên Hòa|P:Trấn Biên|P:Long Khánh|P:Đồng Xoài|X:Long Thành'],
    ['79', 'Hồ Chí Minh', true, 'P:Sài Gòn|P:Bến Thành|P:Tân Định|P:Thủ Đức|P:Bình Thạnh|P:Thủ Dầu Một|P:Vũng Tàu|X:Cần Giờ|D:Côn Đảo'],
    ['80', 'Tây Ninh', false, 'P:Tân Ninh|P:Long An|P:Tân An|X:Gò Dầu'],
    ['82', 'Đồng Tháp', false, 'P:Cao Lãnh|P:Mỹ Tho|P:Sa Đéc|X:Lai Vung|X:Tháp Mười'],
    ['86', 'Vĩnh Long', false, 'P:Thanh Đức|P:Long Châu|P:Bến Tre|P:Trà Vinh|X:Cái Nhum'],
    ['91', 'An Giang', false, 'P:Long Xuyên|P:Châu Đốc|P:Rạch Giá|D:Phú Quốc|X:Tịnh Biên'],
    ['92', 'Cần Thơ', true, 'P:Ninh Kiều|P:Cái Khế|P:Tân An|P:Bình Thủy|P:Sóc Trăng|P:Vị Thanh|X:Mỹ Xuyên|X:Phong Điền'],
    ['96', 'Cà Mau', false, 'P:An Xuyên|P:Tân Thành|P:Bạc Liêu|X:Năm Căn'],
];

const wardPrefix = { P: ['phuong', 'Phường'], X: ['xa', 'Xã'], D: ['dac-khu', 'Đặc khu'] } as const;

export const provinces: Province[] = rows.map(([code, name, city]) => ({
    code,
    name: city ? `Thành phố ${name}` : `Tỉnh ${name}`,
    type: city ? 'thanh-pho' : 'tinh',
}));

export const wards: Ward[] = rows.flatMap(([provinceCode, , , list]) =>
    list.split('|').map((entry, index) => {
        const [kind, name] = entry.split(':') as [keyof typeof wardPrefix, string];
        const [type, prefix] = wardPrefix[kind];
        return { code: `${provinceCode}${String(index + 1).padStart(3, '0')}`, name: `${prefix} ${name}`, provinceCode, type };
    }),
);

export const wardsOf = (provinceCode: string): Ward[] => wards.filter((ward) => ward.provinceCode === provinceCode);
export const provinceByCode = (code: string): Province | undefined => provinces.find((p) => p.code === code);
export const wardByCode = (code: string): Ward | undefined => wards.find((w) => w.code === code);

/** "street, ward, province" as a postal address reads. */
export function fullAddress(street: string | null | undefined, wardCode?: string | null, provinceCode?: string | null): string {
    const ward = wardCode ? wardByCode(wardCode)?.name : undefined;
    const province = provinceCode ? provinceByCode(provinceCode)?.name : undefined;
    return [street, ward, province].filter(Boolean).join(', ');
}
