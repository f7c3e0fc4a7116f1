/** Dashboard (/ and /dashboard). The page title and greeting live in common.ts. */
export default {
    xts: {
        dashboard: {
            updated_at: 'Cập nhật lúc %{time}',
            refresh_failed: 'Không làm mới được dữ liệu tổng quan, đang hiện dữ liệu cũ: %{message}',
            load_failed: 'Không tải được dữ liệu tổng quan: %{message}',
            loading: 'Đang tải dữ liệu tổng quan',
            view_all: 'Xem tất cả',
            quick: {
                title: 'Thao tác nhanh',
                print: 'In tem mới',
                activate: 'Kích hoạt tem',
                sell: 'Ghi nhận bán lẻ',
                destroy: 'Hủy tem',
            },
            counts: {
                products: 'Sản phẩm',
                diaries: 'Nhật ký sản xuất',
                partners: 'Đối tác',
                shops: 'Điểm bán',
                active: '%{count} đang hoạt động',
                add_first: 'Thêm mới',
            },
            stamps: {
                title: 'Tem theo trạng thái',
                total: 'Tổng số tem: %{count}',
                empty: 'Chưa có tem nào. Hãy bắt đầu bằng một đợt in tem.',
                print: 'In tem',
                states: {
                    generated: 'Đã in, chưa kích hoạt',
                    activated: 'Đã kích hoạt',
                    sold: 'Đã bán lẻ',
                    destroyed: 'Đã hủy',
                },
            },
            activity: {
                title: 'Kích hoạt và bán lẻ trong %{days} ngày',
                activations: 'Tem kích hoạt',
                retail: 'Tem bán lẻ',
                summary: 'Trong %{days} ngày qua: %{activations} tem kích hoạt, %{retail} tem bán lẻ.',
                empty: 'Chưa có tem nào được kích hoạt hay bán lẻ trong %{days} ngày qua.',
            },
            scans: {
                title: 'Lượt quét của người tiêu dùng theo tỉnh, thành',
                count: 'Lượt quét',
                summary: '%{count} lượt quét tại %{provinces} tỉnh, thành; nhiều nhất: %{top}.',
                empty: 'Chưa có lượt quét nào của người tiêu dùng.',
                other: 'Khác',
            },
            operations: {
                title: 'Thao tác tem gần đây',
                empty: 'Chưa có thao tác tem nào.',
                line: '%{count} tem',
                by: 'bởi %{name}',
                kinds: {
                    generation: 'In tem',
                    activation: 'Kích hoạt',
                    retail: 'Bán lẻ',
                    destruction: 'Hủy tem',
                },
            },
            invitations: {
                title: 'Lời mời đang chờ phản hồi',
                empty: 'Không có lời mời nào đang chờ phản hồi.',
                sent_at: 'Gửi ngày %{date}',
                more: 'và %{count} lời mời khác',
            },
        },
    },
};
