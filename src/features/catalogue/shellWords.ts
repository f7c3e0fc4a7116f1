import type { ShellWords } from '../kit';

/**
 * What the shell shows of this feature on every page, in both languages: its sidebar entries, and the validation messages of the catalogue's rules (src/domain: the stamp template rules run wherever a template is checked).
 */
export default {
    vi: {
        xts: {
            menu: {
                items: {
                    products: 'Sản phẩm',
                    diaries: 'Nhật ký sản xuất',
                    'diary-activities': 'Nhật ký sản xuất',
                    'stamp-templates': 'Mẫu tem',
                },
            },
            catalogue: {
                validation: {
                    product_code: 'Mã sản phẩm gồm 2–40 ký tự: chữ, số, dấu chấm, gạch ngang, gạch dưới',
                    code_taken: 'Mã sản phẩm này đã được dùng trong chủ thể',
                    gtin_taken: 'GTIN này đã được gán cho một sản phẩm khác của chủ thể',
                    attributes: 'Mỗi thuộc tính cần có tên và giá trị',
                    attribute_duplicate: 'Tên thuộc tính bị trùng',
                    too_many_attributes: 'Tối đa 20 thuộc tính',
                    too_many_images: 'Tối đa 6 ảnh',
                    too_many_photos: 'Tối đa 6 ảnh cho một hoạt động',
                    image: 'Ảnh không hợp lệ (chỉ nhận PNG, JPG, WEBP)',
                    shelf_life: 'Hạn sử dụng là số ngày nguyên từ 1 đến 3.650',
                    size_range: 'Kích thước từ 10 đến 200 mm',
                    qr_min: 'Mã QR cần cạnh tối thiểu 8 mm để quét được',
                    not_negative: 'Không được âm',
                    qr_outside: 'Mã QR nằm ra ngoài tem: giảm cạnh QR hoặc dời vị trí',
                    font_range: 'Cỡ chữ từ 4 đến 24 pt',
                    serial_outside: 'Serial nằm ra ngoài tem',
                    color: 'Màu dạng #RRGGBB',
                    serial_prefix: 'Tiền tố chỉ gồm chữ, số và gạch ngang',
                    min_value: 'Giá trị nhỏ hơn mức cho phép',
                    max_value: 'Giá trị lớn hơn mức cho phép',
                    date: 'Ngày không hợp lệ',
                    future_date: 'Không ghi hoạt động cho ngày trong tương lai',
                    before_diary_start: 'Ngày thực hiện trước ngày bắt đầu nhật ký',
                    end_before_start: 'Ngày kết thúc phải sau ngày bắt đầu',
                    template_locked: 'Nhật ký đã có hoạt động, không đổi được mẫu nhật ký',
                    product_inactive: 'Sản phẩm đã ngừng hoạt động',
                    location_inactive: 'Vùng trồng đã ngừng hoạt động',
                    activity_id: 'Thiếu mã hoạt động cần sửa',
                },
            },
        },
    },
    en: {
        xts: {
            menu: {
                items: {
                    products: 'Products',
                    diaries: 'Production diaries',
                    'diary-activities': 'Production diaries',
                    'stamp-templates': 'Stamp templates',
                },
            },
            catalogue: {
                validation: {
                    product_code:
                        'A product code has 2–40 characters: letters, digits, dot, hyphen, underscore',
                    code_taken: 'This product code is already used in the business',
                    gtin_taken: 'This GTIN already belongs to another product of the business',
                    attributes: 'Each attribute needs a name and a value',
                    attribute_duplicate: 'Duplicate attribute name',
                    too_many_attributes: 'At most 20 attributes',
                    too_many_images: 'At most 6 images',
                    too_many_photos: 'At most 6 photos per activity',
                    image: 'Invalid image (PNG, JPG, WEBP only)',
                    shelf_life: 'Shelf life is a whole number of days from 1 to 3,650',
                    size_range: 'Size from 10 to 200 mm',
                    qr_min: 'A QR code needs at least 8 mm to scan',
                    not_negative: 'Cannot be negative',
                    qr_outside: 'The QR code falls outside the stamp: make it smaller or move it',
                    font_range: 'Font size from 4 to 24 pt',
                    serial_outside: 'The serial falls outside the stamp',
                    color: 'Colour as #RRGGBB',
                    serial_prefix: 'Letters, digits and hyphens only',
                    min_value: 'Value below the allowed minimum',
                    max_value: 'Value above the allowed maximum',
                    date: 'Invalid date',
                    future_date: 'Activities cannot be recorded for a future date',
                    before_diary_start: 'Date before the start of the diary',
                    end_before_start: 'The end date must follow the start date',
                    template_locked: 'The diary has activities: its template cannot change',
                    product_inactive: 'This product is inactive',
                    location_inactive: 'This growing location is inactive',
                    activity_id: 'The activity to update is missing its id',
                },
            },
        },
    },
} satisfies ShellWords;
