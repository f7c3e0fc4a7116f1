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
            stale: 'Không tải lại được danh sách, đang hiển thị dữ liệu trước đó. %{message}',
            load_failed: 'Không tải được danh sách',
            create: 'Thêm mới',
            search: 'Tìm kiếm',
            all: 'Tất cả',
        },
        // Whether a failed read is tried again by itself, and why not (providers/failure.ts).
        failure: {
            retries:
                'Sẽ tự thử lại sau %{first} giây, rồi thưa dần tới mỗi %{last} giây; bấm “Thử lại” để thử ngay.',
            no_retry: {
                forbidden: 'Sẽ không tự thử lại: máy chủ đã từ chối quyền xem của tài khoản này.',
                session: 'Sẽ không tự thử lại: phiên đăng nhập đã kết thúc, hãy đăng nhập lại.',
                missing: 'Sẽ không tự thử lại: máy chủ trả lời rằng không có dữ liệu này.',
                lacks: 'Sẽ không tự thử lại: máy chủ chưa hỗ trợ chức năng này.',
                refused:
                    'Sẽ không tự thử lại: máy chủ đã từ chối yêu cầu này (mã %{status}) và hỏi lại cũng nhận cùng câu trả lời.',
                local: 'Sẽ không tự thử lại: lỗi nằm ở trang này chứ không ở máy chủ; hãy tải lại trang.',
            },
            who: {
                only: 'Chỉ %{roles} xem được %{subject}.',
                everyone: 'Mọi vai trò trong chủ thể đều xem được %{subject}.',
                nobody: 'Không vai trò nào xem được %{subject}.',
                and: ' và ',
            },
            roles: { owner: 'chủ sở hữu', user: 'người dùng', observer: 'người xem' },
            subject: { list: 'danh sách này', record: 'bản ghi này' },
        },
    },
};
