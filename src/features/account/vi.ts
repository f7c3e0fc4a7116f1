/**
 * The words of the account's own pages (profile, sign-in methods, issue reports, affiliate
 * programmes).
 * The frame's account words stay in src/providers/i18n/vi/account.ts.
 */
export default {
    xts: {
        account: {
            zalo: {
                title: 'Liên kết Zalo',
                intro: 'Liên kết tài khoản Zalo để đăng nhập bằng Zalo thay cho tài khoản XTS hoặc mật khẩu.',
                link: 'Liên kết Zalo',
                redirecting: 'Đang chuyển tới Zalo…',
                linking: 'Đang liên kết tài khoản Zalo…',
                linked: 'Đã liên kết Zalo. Từ nay bạn có thể đăng nhập bằng Zalo.',
                bad_state:
                    'Yêu cầu liên kết không hợp lệ hoặc đã hết hạn (state không khớp). Tài khoản Zalo chưa được liên kết.',
                cancelled: 'Bạn đã không cho phép liên kết trên Zalo. Tài khoản Zalo chưa được liên kết.',
                back: 'Về trang cách đăng nhập',
            },
            profile: {
                fields: {
                    avatar: 'Ảnh đại diện',
                    name: 'Họ và tên',
                    phone: 'Số điện thoại',
                    email: 'E-mail',
                    birthday: 'Ngày sinh',
                    place: 'Địa chỉ',
                },
                avatar_of: 'Ảnh đại diện của %{name}',
                edit: 'Cập nhật hồ sơ',
                create: 'Tạo hồ sơ',
                saved: 'Đã cập nhật hồ sơ',
                not_set: 'Chưa có',
            },
            affiliate: {
                from: 'Chương trình của %{partner}',
                benefit: 'Ưu đãi: %{benefit}',
                valid_until: 'Áp dụng đến hết ngày %{date}',
                invalid: 'Mã giới thiệu không hợp lệ hoặc chương trình đã kết thúc.',
                next_sign_in:
                    'Đăng nhập để chủ thể của bạn xác nhận tham gia chương trình. Mã giới thiệu được ghi nhớ trên trình duyệt này.',
                next_signed_in: 'Chủ thể đang làm việc của bạn có thể xác nhận tham gia chương trình.',
                sign_in: 'Đăng nhập để tham gia',
                go_confirm: 'Xác nhận cho chủ thể',
                question: 'Chủ thể %{business} có tham gia chương trình này không?',
                accept: 'Đồng ý tham gia',
                reject: 'Từ chối',
                confirm_accept: 'Chủ thể %{business} đồng ý tham gia chương trình "%{title}"?',
                confirm_reject:
                    'Chủ thể %{business} từ chối chương trình "%{title}"? Không thể thay đổi sau khi từ chối.',
                accepted: 'Chủ thể %{business} đã tham gia chương trình.',
                rejected: 'Đã từ chối chương trình cho chủ thể %{business}.',
            },
            credentials: {
                list_title: 'Các cách đăng nhập của bạn',
                kinds: { sso: 'Tài khoản XTS (SSO)', password: 'Mật khẩu', zalo: 'Zalo' },
                added_at: 'Thêm lúc %{date}',
                delete: 'Xóa',
                delete_confirm: 'Xóa cách đăng nhập này',
                last_one:
                    'Đây là cách đăng nhập duy nhất của bạn nên không thể xóa. Hãy thêm một cách khác trước.',
                confirm_delete: 'Xóa cách đăng nhập "%{name}"? Bạn sẽ không thể đăng nhập bằng cách này nữa.',
                deleted: 'Đã xóa cách đăng nhập.',
                add_password: 'Đặt mật khẩu đăng nhập',
                password: 'Mật khẩu mới',
                confirm: 'Nhập lại mật khẩu',
                rules_title: 'Yêu cầu của mật khẩu',
                rules: {
                    length: 'Ít nhất 8 ký tự',
                    lower: 'Có chữ thường',
                    upper: 'Có chữ hoa',
                    digit: 'Có chữ số',
                },
                rule_met: 'Đã đạt',
                rule_missing: 'Chưa đạt',
                save_password: 'Lưu mật khẩu',
                password_added: 'Đã đặt mật khẩu. Từ nay bạn có thể đăng nhập bằng mật khẩu này.',
            },
            report: {
                intro: 'Mô tả vấn đề bạn gặp, chúng tôi sẽ liên hệ lại qua số điện thoại hoặc e-mail trong hồ sơ của bạn.',
                category: 'Loại vấn đề',
                categories: {
                    bug: 'Lỗi chức năng',
                    data: 'Sai dữ liệu',
                    stamp: 'Tem và mã',
                    account: 'Tài khoản, đăng nhập',
                    suggestion: 'Góp ý',
                    other: 'Khác',
                },
                description: 'Mô tả',
                description_hint: 'Bạn đã làm gì, điều gì xảy ra, bạn mong đợi điều gì',
                page: 'Trang gặp vấn đề',
                page_hint: 'Địa chỉ trang hoặc tên màn hình, nếu có',
                screenshot: 'Đính kèm ảnh chụp màn hình',
                screenshot_change: 'Đổi ảnh chụp màn hình',
                send: 'Gửi báo cáo',
                sent: 'Đã gửi báo cáo %{ticket}. Cảm ơn bạn!',
            },
        },
    },
};
