/**
 * What a first visit to /login shows (app name, loading, errors, sign-in): in the first download. The
 * shell's words of these sections (app bar, dialogs, retry and reload) are in common.ts.
 */
export const signIn = {
    xts: {
        app: {
            title: 'Xác thực số',
            loading: 'Đang tải…',
        },
        errors: {
            network: 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.',
            server: 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
            html_response: 'Máy chủ trả về một trang lỗi thay vì dữ liệu. Vui lòng thử lại sau.',
            bad_json: 'Dữ liệu máy chủ trả về không đọc được. Vui lòng thử lại.',
            unexpected_shape: 'Dữ liệu máy chủ trả về không đúng định dạng.',
            unauthorized: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
            forbidden: 'Bạn không có quyền thực hiện thao tác này.',
            not_found: 'Không tìm thấy dữ liệu.',
            unknown: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
            unsupported: 'Thao tác này không được hỗ trợ.',
            timeout: 'Máy chủ không trả lời kịp. Dữ liệu bạn nhập vẫn còn; vui lòng thử lại.',
            offline: 'Thiết bị đang mất mạng. Dữ liệu bạn nhập vẫn còn; hãy lưu lại khi có mạng.',
            cors: 'Máy chủ API không cho phép trang %{origin} gọi tới (CORS). Hãy báo quản trị viên thêm địa chỉ này vào danh sách được phép.',
            chunk_failed:
                'Không tải được một phần của trang (mất kết nối, hoặc vừa có phiên bản mới của ứng dụng). Đây không phải lỗi của máy chủ: hãy tải lại trang, nội dung bạn đang nhập sẽ được giữ lại.',
        },
        login: {
            title: 'Đăng nhập',
            subtitle: 'Truy xuất nguồn gốc và quản lý tem cho doanh nghiệp',
            sso: 'Đăng nhập bằng tài khoản XTS',
            redirecting: 'Đang chuyển tới trang đăng nhập…',
            failed: 'Không thể bắt đầu đăng nhập',
            demo_title: 'Tài khoản dùng thử (dữ liệu mô phỏng)',
            demo_hint: 'Chọn một vai trò để đăng nhập qua trang SSO mô phỏng.',
            back_home: 'Về trang giới thiệu',
        },
    },
};
