/** The outbox page's words (Vietnamese). */
export default {
    xts: {
        offline: {
            unchecked:
                'Đang ngoại tuyến: chưa kiểm tra được tồn kho tem. Thao tác sẽ được máy chủ kiểm tra khi gửi.',
            pending: {
                title: 'Chờ gửi lên máy chủ',
                state: 'Chờ gửi',
                open: 'Xem trong hộp thư đi',
            },
            list: {
                intro: 'Những thao tác làm khi mất mạng được lưu trên máy này và gửi lần lượt khi có mạng trở lại. Mỗi mục chỉ được máy chủ thực hiện một lần, dù được gửi lại bao nhiêu lần.',
                offline: 'Thiết bị đang mất mạng: các mục sẽ được gửi khi có mạng.',
                send_now: 'Gửi ngay',
                sending: 'Đang gửi…',
                loading: 'Đang đọc hộp thư đi…',
                empty: 'Không có mục nào chờ gửi',
                empty_hint:
                    'Khi mất mạng, việc lưu vùng trồng, kích hoạt, bán, hủy tem và ghi nguồn gốc lô được giữ ở đây rồi gửi khi có mạng.',
                made_at: 'Lưu lúc %{time}',
                sent_at: 'Đã gửi lúc %{time}',
                next_try: 'Thử lại lúc %{time}',
                attempts: 'Đã thử %{smart_count} lần chưa được',
                reason: 'Máy chủ từ chối: %{reason}',
                retry: 'Thử lại',
                fix: 'Sửa lại',
                discard: 'Bỏ',
                discard_label: 'Bỏ mục này',
                discard_confirm:
                    'Bỏ mục "%{what}"? Mục này sẽ không được gửi lên máy chủ, và không thể lấy lại.',
                state: {
                    waiting: 'Chờ gửi',
                    sending: 'Đang gửi',
                    sent: 'Đã gửi',
                    refused: 'Bị từ chối',
                },
                calls: {
                    plotCreate: 'Thêm vùng trồng',
                    plotUpdate: 'Sửa vùng trồng',
                    activationAdd: 'Kích hoạt tem',
                    retailAdd: 'Bán lẻ tem',
                    destructionAdd: 'Hủy tem',
                    lotOriginUpdate: 'Ghi nguồn gốc lô',
                },
            },
        },
    },
};
