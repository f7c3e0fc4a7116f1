/** Account area: report an issue, affiliate campaigns. */
export default {
    xts: {
        account: {
            affiliate: {
                from: 'Chương trình của %{partner}',
                benefit: 'Ưu đãi: %{benefit}',
                valid_until: 'Áp dụng đến hết ngày %{date}',
                invalid: 'Mã giới thiệu không hợp lệ hoặc chương trình đã kết thúc.',
                next_sign_in: 'Đăng nhập để chủ thể của bạn xác nhận tham gia chương trình. Mã giới thiệu được ghi nhớ trên trình duyệt này.',
                next_signed_in: 'Chủ thể đang làm việc của bạn có thể xác nhận tham gia chương trình.',
                sign_in: 'Đăng nhập để tham gia',
                go_confirm: 'Xác nhận cho chủ thể',
                question: 'Chủ thể %{business} có tham gia chương trình này không?',
                accept: 'Đồng ý tham gia',
                reject: 'Từ chối',
                confirm_accept: 'Chủ thể %{business} đồng ý tham gia chương trình "%{title}"?',
                confirm_reject: 'Chủ thể %{business} từ chối chương trình "%{title}"? Không thể thay đổi sau khi từ chối.',
                accepted: 'Chủ thể %{business} đã tham gia chương trình.',
                rejected: 'Đã từ chối chương trình cho chủ thể %{business}.',
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
