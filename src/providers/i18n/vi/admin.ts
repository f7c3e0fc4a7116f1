/** Administration: the words of the manage section's own pages (its resources' words are in src/features). */
export default {
    xts: {
        status: {
            active: 'Đang hoạt động',
            inactive: 'Ngừng hoạt động',
            locked: 'Đã khóa',
            pending: 'Chờ trả lời',
            accepted: 'Đã chấp nhận',
            rejected: 'Đã từ chối',
            cancelled: 'Đã hủy',
        },
        records: {
            stop: 'Ngừng hoạt động',
            resume: 'Tiếp tục hoạt động',
            confirm_stop:
                'Ngừng hoạt động “%{name}”? Bản ghi vẫn được giữ lại và không còn được chọn ở các thao tác tem.',
            confirm_resume: 'Cho “%{name}” hoạt động trở lại?',
            stopped: 'Đã chuyển sang ngừng hoạt động',
            resumed: 'Đã cho hoạt động trở lại',
            back_to_list: 'Về danh sách',
        },
        list: {
            stale: 'Không tải lại được danh sách, đang hiển thị dữ liệu trước đó và sẽ tự thử lại. %{message}',
            load_failed: 'Không tải được danh sách',
            create: 'Thêm mới',
            search: 'Tìm kiếm',
            all: 'Tất cả',
        },
    },
};
