/** Producers (hộ sản xuất): the register's words. */
import { consentWords } from './consentWords';
import { rightsWords } from './rightsWords';

export default {
    resources: {
        transfers: {
            name: 'Lần chuyển dữ liệu |||| Sổ chuyển dữ liệu ra nước ngoài',
            empty: 'Chưa có dữ liệu của hộ nào được chuyển ra nước ngoài.',
            empty_hint:
                'Mỗi lần tải bộ hồ sơ EUDR hay nộp tờ khai sẽ được ghi vào sổ này: dữ liệu của hộ nào, gửi cho ai, khi nào, theo sự đồng ý nào.',
        },
        producers: {
            name: 'Hộ sản xuất |||| Hộ sản xuất',
            fields: {
                name: 'Tên hộ / trang trại',
                idNumber: 'Số CCCD',
                phone: 'Số điện thoại',
                provinceCode: 'Tỉnh/Thành phố',
                wardCode: 'Phường/Xã',
                plots: 'Số thửa',
                consented: 'Đã đồng ý',
                createdAt: 'Ngày tạo',
                updatedAt: 'Cập nhật lần cuối',
                q: 'Tìm theo tên (có hoặc không dấu)',
                erased: 'Dữ liệu cá nhân',
            },
        },
    },
    xts: {
        producers: {
            empty: 'Chưa có hộ sản xuất nào.',
            erased_filter: {
                none: 'Các hộ còn dữ liệu',
                only: 'Đã xoá dữ liệu',
                include: 'Tất cả, kể cả hộ đã xoá dữ liệu',
            },
            emptyHint: 'Thêm hộ sản xuất để liên kết với các thửa đất của họ.',
            loadError: 'Không tải được danh sách hộ sản xuất. Vui lòng thử lại.',
            masked: 'Chỉ hiện 4 số cuối để bảo vệ dữ liệu cá nhân.',
            hidden: 'Không hiển thị với vai trò của bạn',
            idNumberHelp: '12 chữ số, không bắt buộc',
            taken: 'Số CCCD hoặc số điện thoại này đã thuộc về hộ khác.',
            plotsOf: 'Các thửa của hộ',
            noPlots: 'Hộ này chưa có thửa nào.',
            purposes: {
                traceability: 'Truy xuất nguồn gốc',
                buyers: 'Chia sẻ với người mua',
                abroad: 'Chuyển ra nước ngoài (EUDR)',
            },
            none: 'Chưa có',
            merge: {
                action: 'Gộp hộ trùng',
                title: 'Gộp một hộ trùng vào hộ này',
                other: 'Hộ trùng (sẽ bị gộp)',
                reason: 'Lý do gộp',
                confirm: 'Gộp',
                warning:
                    'Các thửa và sự đồng ý của hộ trùng sẽ chuyển sang hộ này; hộ trùng bị xoá. Việc gộp được ghi nhật ký.',
                done: 'Đã gộp hai hộ',
            },
            picker: {
                label: 'Hộ sản xuất',
                help: 'Chọn hộ trong danh sách, hoặc thêm hộ mới',
                create: 'Thêm hộ mới: %{item}',
                createTitle: 'Thêm hộ sản xuất',
                created: 'Đã thêm hộ sản xuất',
                proposed: 'Có thể là hộ đã có: %{name} (cùng xã). Chọn hộ này?',
                useProposed: 'Đúng, chọn hộ này',
            },
            import: {
                exact: 'Khớp hộ đã có: %{name}',
                proposed: 'Có thể là hộ %{name} (cùng tên, cùng xã)',
                confirm: 'Xác nhận là cùng hộ',
                confirmed: 'Đã xác nhận: %{name}',
                newOne: 'Hộ mới',
                unconfirmed:
                    'Còn %{smart_count} dòng gợi ý trùng hộ chưa xác nhận: các dòng này sẽ tạo hộ mới.',
            },
        },
        ...consentWords.vi,
        ...rightsWords.vi,
    },
};
