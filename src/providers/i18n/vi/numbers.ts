/** Number and date fields: what a refused number is told, and the value that will be saved. */
export default {
    xts: {
        numbers: {
            will_save: '= %{value}',
            will_save_unit: '= %{value} %{unit}',
            errors: {
                malformed: 'Không phải là số. Viết như %{example}',
                grouping: 'Dấu chấm chỉ để ngăn cách hàng nghìn, mỗi nhóm đúng 3 chữ số. Viết như %{example}',
                grouping_decimal:
                    'Dấu chấm chỉ để ngăn cách hàng nghìn (mỗi nhóm đúng 3 chữ số); phần thập phân viết sau dấu phẩy. Viết như %{example}',
                not_integer: 'Nhập số nguyên, không có phần thập phân. Viết như %{example}',
                decimals: 'Tối đa %{decimals} chữ số sau dấu phẩy. Viết như %{example}',
                too_small: 'Nhỏ nhất là %{min}',
                too_big: 'Lớn nhất là %{max}',
                too_big_any: 'Số quá lớn',
            },
            units: {
                stamps: 'tem',
                days: 'ngày',
            },
        },
        dates: {
            placeholder: 'dd/mm/yyyy',
            errors: {
                malformed: 'Nhập ngày theo dạng dd/mm/yyyy, ví dụ 26/11/2026',
                no_such_day: 'Không có ngày này trên lịch',
            },
        },
    },
};
