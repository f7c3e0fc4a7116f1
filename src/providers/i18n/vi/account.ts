/**
 * The account as the frame shows it on any page: invitations, no business yet, a blocked account,
 * kept drafts, the home page, the business list, the affiliate banner. The account pages' own words
 * are the account feature's (src/features/account).
 */
export default {
    xts: {
        invitations: {
            banner: 'Bạn đang có %{smart_count} lời mời liên kết',
            banner_today: 'Hôm nay có %{smart_count} lời mời mới',
            view: 'Xem lời mời',
            title: 'Lời mời liên kết',
            empty: 'Bạn không có lời mời liên kết nào',
            accept: 'Chấp nhận',
            reject: 'Từ chối',
            confirm_accept: 'Bạn có chắc muốn chấp nhận liên kết với doanh nghiệp %{name}?',
            confirm_reject: 'Bạn có chắc muốn từ chối liên kết với doanh nghiệp %{name}?',
            role: 'Vai trò: %{role}',
            sent_at: 'Gửi ngày %{date}',
            processing: 'Đang xử lý…',
        },
        no_biz: {
            title: 'Bạn chưa có chủ thể nào',
            intro: 'Để bắt đầu, hãy chấp nhận một lời mời liên kết hoặc đăng ký chủ thể mới.',
            register: 'Đăng ký chủ thể',
            create_profile_title: 'Tạo hồ sơ cá nhân',
            create_profile_intro: 'Tài khoản của bạn chưa có hồ sơ. Hãy tạo hồ sơ để tiếp tục.',
            logout: 'Đăng xuất',
        },
        blocked: {
            locked_title: 'Tài khoản đã bị khóa',
            locked_message:
                'Tài khoản của bạn đang bị khóa. Vui lòng liên hệ quản trị viên của chủ thể để được hỗ trợ.',
            leaved_title: 'Tài khoản đã rời hệ thống',
            leaved_message: 'Tài khoản của bạn đã rời hệ thống và không thể sử dụng trang quản trị.',
            logout: 'Đăng xuất',
        },
        drafts: {
            restored: 'Đã khôi phục bản nháp chưa lưu lúc %{time}.',
            discard: 'Bỏ bản nháp',
            session_ended_title: 'Phiên đăng nhập đã kết thúc',
            session_ended_text:
                'Bạn đã bị đăng xuất (phiên đăng nhập hết hạn hoặc bạn đã đăng xuất ở một tab khác). Nội dung bạn đang nhập chưa được lưu lên máy chủ nhưng đã được giữ lại trên tab này: hãy đăng nhập lại, nội dung sẽ được điền lại để bạn lưu.',
            sign_in_again: 'Đăng nhập lại',
        },
        home: {
            features: {
                trace_title: 'Truy xuất nguồn gốc',
                trace_text: 'Nhật ký sản xuất theo mùa vụ, vùng trồng và lô hàng, theo chuẩn VietGAP và GS1.',
                stamps_title: 'Quản lý tem',
                stamps_text: 'In, kích hoạt, ghi nhận bán lẻ và hủy tem vật lý, tem điện tử theo dải serial.',
                verify_title: 'Xác thực cho người tiêu dùng',
                verify_text: 'Người mua quét mã QR để biết sản phẩm thật, nơi sản xuất và hành trình của nó.',
            },
            migrated_title: 'Doanh nghiệp đã chuyển từ hệ thống cũ',
            migrated_intro: 'Mã tem cũ của các doanh nghiệp này vẫn tra cứu được.',
            migrated_item: 'Mã cũ %{code}, chuyển ngày %{date}',
            session_ended:
                'Phiên đăng nhập đã hết hạn hoặc đã bị đăng xuất ở một tab, một thiết bị khác. Vui lòng đăng nhập lại để tiếp tục.',
        },
        record: {
            not_found_title: 'Bản ghi không tồn tại',
            not_found_message:
                'Bản ghi này không có hoặc đã bị xóa. Hãy quay lại danh sách để chọn bản ghi khác.',
            forbidden_title: 'Không thể xem bản ghi này',
            failed_title: 'Không tải được bản ghi',
            forbidden_message: 'Bản ghi này thuộc một chủ thể khác.',
        },
        validation: {
            birthday: 'Ngày sinh không hợp lệ (phải là một ngày trong quá khứ)',
            issue_short: 'Mô tả ít nhất 10 ký tự để chúng tôi hiểu vấn đề',
            screenshot: 'Ảnh chụp màn hình phải là ảnh PNG, JPEG hoặc WebP, tối đa 2 MB',
            password_rules: 'Mật khẩu chưa đủ các yêu cầu bên dưới',
            password_confirm: 'Mật khẩu nhập lại không khớp',
        },
        account: {
            membership: {
                default: 'Mặc định',
                is_default: 'Chủ thể mở khi đăng nhập',
                set_default: 'Đặt làm chủ thể mặc định',
                set_default_of: 'Đặt %{name} làm chủ thể mặc định',
                default_set: 'Từ lần đăng nhập sau, %{name} sẽ được mở đầu tiên',
                leave: 'Rời chủ thể',
                leave_of: 'Rời chủ thể %{name}',
                confirm_leave:
                    'Rời chủ thể %{name}? Bạn sẽ không còn truy cập dữ liệu của chủ thể này cho đến khi được mời lại.',
                confirm_leave_current:
                    'Rời chủ thể %{name}, chủ thể bạn đang làm việc? Bạn sẽ được chuyển sang chủ thể khác (nếu có) và không còn truy cập dữ liệu của %{name} cho đến khi được mời lại.',
                left: 'Bạn đã rời chủ thể %{name}',
            },
            affiliate: {
                resume: 'Bạn đã mở chương trình giới thiệu %{code}. Chủ thể đang làm việc có tham gia không?',
                resume_open: 'Xem chương trình',
                resume_dismiss: 'Bỏ qua',
            },
        },
    },
};
