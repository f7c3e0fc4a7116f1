/**
 * react-admin's Vietnamese words that a first visit to /login may show (loading, the error page, the
 * sign-in check, notifications): in the first download. The others, those of these sections that
 * only the shell and the pages show included, are in raVietnamese.ts, which puts both together.
 */
export const raVietnameseSignIn = {
    ra: {
        page: {
            error: 'Đã có lỗi xảy ra',
            loading: 'Đang tải',
            not_found: 'Không tìm thấy',
            access_denied: 'Không có quyền truy cập',
            authentication_error: 'Lỗi xác thực',
        },
        message: {
            access_denied: 'Bạn không có quyền truy cập trang này',
            authentication_error: 'Máy chủ xác thực báo lỗi, không thể kiểm tra thông tin đăng nhập của bạn.',
            auth_error: 'Lỗi: không thể xác thực mã truy cập.',
            error: 'Đã xảy ra lỗi phía trình duyệt, không thể hoàn tất yêu cầu.',
            loading: 'Vui lòng chờ',
            not_found: 'Có thể bạn đã nhập sai địa chỉ hoặc truy cập một liên kết không đúng.',
        },
        auth: {
            auth_check_error: 'Vui lòng đăng nhập để tiếp tục',
            sign_in: 'Đăng nhập',
        },
        notification: {
            http_error: 'Lỗi kết nối tới máy chủ',
            data_provider_error: 'Lỗi truy xuất dữ liệu. Xem chi tiết trong console của trình duyệt.',
            i18n_error: 'Không thể tải bản dịch cho ngôn ngữ đã chọn',
            logged_out: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
            not_authorized: 'Bạn không có quyền truy cập tài nguyên này.',
            application_update_available: 'Đã có phiên bản mới.',
            offline: 'Không có kết nối mạng. Không thể tải dữ liệu.',
        },
    },
};
