/** The OAuth consent page's words. */
export default {
    xts: {
        oauth: {
            checking: 'Đang kiểm tra yêu cầu cấp quyền…',
            invalid_title: 'Yêu cầu cấp quyền không hợp lệ',
            refused_title: 'Không thể cấp quyền cho ứng dụng',
            missing_params:
                'Liên kết cấp quyền thiếu tham số bắt buộc: %{params}. Hãy quay lại ứng dụng đã đưa bạn tới đây và thử lại.',
            missing_state:
                'Liên kết cấp quyền thiếu tham số state nên không thể xác minh yêu cầu do chính ứng dụng gửi. Hãy quay lại ứng dụng và thử lại.',
            bad_response_type: 'Liên kết cấp quyền chỉ hỗ trợ response_type=code.',
            not_redirected: 'Vì an toàn, XTS không chuyển bạn tới địa chỉ nào. Bạn có thể đóng trang này.',
            asks: 'Ứng dụng %{client} xin quyền truy cập dữ liệu của chủ thể %{business} với các quyền sau:',
            scopes_label: 'Các quyền ứng dụng xin',
            signed_in_as: 'Bạn đang đăng nhập với tên %{name}.',
            business_note:
                'Quyền được cấp cho chủ thể %{business}. Muốn cấp cho chủ thể khác, hãy đổi chủ thể trong bảng điều khiển rồi mở lại liên kết này.',
            redirect_note: 'Sau khi bạn chọn, trình duyệt sẽ quay về %{origin}.',
            approve: 'Cho phép',
            deny: 'Từ chối',
            redirecting: 'Đang chuyển về ứng dụng…',
        },
    },
};
