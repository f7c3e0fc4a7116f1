/**
 * The shell's words (menu, business, connection, pages, validation...): loaded with the areas before
 * the shell or any page renders. What /login shows is in signIn.ts, in the first download.
 */
export const common = {
    xts: {
        // The words of these three sections that /login does not show (the others: signIn.ts).
        app: {
            short_title: 'XTS',
            list_loading: 'Đang tải danh sách…',
            language: 'Ngôn ngữ',
            skip_to_content: 'Bỏ qua đến nội dung chính',
        },
        dialog: {
            error_title: 'LỖI',
            success_title: 'THÀNH CÔNG',
            confirm_title: 'XÁC NHẬN',
            confirm: 'Xác nhận',
            cancel: 'Quay lại',
            close: 'Đóng',
        },
        errors: {
            retry: 'Thử lại',
            reload: 'Tải lại trang',
            business_changed:
                'Chủ thể làm việc vừa được đổi ở một thẻ khác. Trang này còn hiển thị dữ liệu của chủ thể trước nên không gửi gì thêm; nội dung bạn đang nhập sẽ được giữ lại cho chủ thể đó.',
            business_changed_title: 'Chủ thể đã thay đổi',
            business_changed_action: 'Mở chủ thể hiện tại',
        },
        menu: {
            sections: { overview: 'Tổng quan', trace: 'Truy xuất', manage: 'Quản lý' },
            dashboard: 'Tổng quan',
            trace: 'Truy xuất tem',
            business: 'Chủ thể',
            items: {
                dashboard: 'Tổng quan',
                trace: 'Truy xuất tem',
                business: 'Chủ thể',
            },
            main: 'Menu chính',
            open_menu: 'Mở menu',
        },
        profile_menu: {
            open: 'Tài khoản',
            profile: 'Hồ sơ cá nhân',
            owned: 'Chủ thể sở hữu',
            linked: 'Chủ thể liên kết',
            register_business: 'Đăng ký chủ thể',
            invitations: 'Lời mời liên kết',
            report: 'Báo lỗi, góp ý',
            security: 'Bảo mật',
            logout: 'Đăng xuất',
        },
        business: {
            change: 'Đổi chủ thể',
            change_title: 'Chọn chủ thể',
            create_new: '+ Tạo mới',
            current: 'Đang dùng',
            switch_failed: 'Đổi chủ thể không thành công',
            empty_owned: 'Bạn chưa sở hữu chủ thể nào',
            empty_linked: 'Bạn chưa liên kết chủ thể nào',
            empty_any: 'Bạn chưa có chủ thể nào',
            owned_title: 'Chủ thể sở hữu',
            linked_title: 'Chủ thể liên kết',
            open: 'Mở',
        },
        roles: { 1: 'Chủ sở hữu', 2: 'Người dùng', 3: 'Người xem' },
        connection: {
            server: 'Máy chủ đang gặp sự cố, đang thử lại… Bạn vẫn đang đăng nhập.',
            lost: 'Mất kết nối tới máy chủ, đang thử lại… Bạn vẫn đang đăng nhập.',
            offline: 'Thiết bị đang mất mạng, đang thử lại… Bạn vẫn đang đăng nhập.',
            account_unreadable:
                'Mất kết nối tới máy chủ nên chưa đọc được tài khoản của bạn. Phiên đăng nhập vẫn được giữ; đang thử lại…',
        },
        not_found: {
            title: 'Not Found',
            message: 'Không tìm thấy trang bạn yêu cầu.',
            back_home: 'Về trang chủ',
            back: 'Quay lại',
        },
        forbidden_page: {
            title: 'Không có quyền truy cập',
            message: 'Vai trò của bạn trong chủ thể này không được mở trang này.',
        },
        sso: {
            checking: 'Đang hoàn tất đăng nhập…',
            bad_state:
                'Phiên đăng nhập không hợp lệ hoặc đã hết hạn (state không khớp). Vui lòng đăng nhập lại.',
            missing_code: 'Trang đăng nhập không trả về mã xác thực. Vui lòng đăng nhập lại.',
            failed: 'Đăng nhập không thành công',
            retry: 'Đăng nhập lại',
        },
        home: {
            title: 'Xác thực số',
            tagline:
                'Truy xuất nguồn gốc sản phẩm và quản lý tem vật lý, tem điện tử cho doanh nghiệp Việt Nam',
            login: 'Đăng nhập',
            open_console: 'Vào trang quản trị',
            homepage: 'Trang chủ sản phẩm',
        },
        logout: { progress: 'Đang đăng xuất…' },
        dashboard: {
            title: 'Tổng quan',
            welcome: 'Xin chào, %{name}',
            current_business: 'Bạn đang làm việc với chủ thể %{name} với vai trò %{role}.',
        },
        pages: {
            oauth: 'Cấp quyền ứng dụng',
            affiliate: 'Chương trình liên kết',
            affiliate_confirm: 'Xác nhận liên kết đối tác',
            report: 'Báo lỗi',
            business_create: 'Đăng ký chủ thể',
            business_detail: 'Thông tin chủ thể',
            business_update: 'Cập nhật chủ thể',
            profile: 'Hồ sơ cá nhân',
            profile_update: 'Cập nhật hồ sơ',
            trace: 'Truy xuất tem',
            credentials: 'Bảo mật',
            account_status: 'Trạng thái tài khoản',
        },
        upload: {
            rejected: 'Không nhận tệp %{names}: chỉ nhận ảnh PNG, JPG hoặc WEBP, tối đa %{max} MB.',
            uploading: 'Đang tải lên… %{percent}%',
        },
        address: {
            province: 'Tỉnh/Thành phố',
            ward: 'Phường/Xã',
            street: 'Địa chỉ (số nhà, đường, thôn/ấp)',
            pick_province_first: 'Chọn tỉnh/thành phố trước',
            load_failed: 'Không tải được danh sách địa giới hành chính',
        },
        validation: {
            phone: 'Số điện thoại không hợp lệ (di động 10 số, cố định 11 số, bắt đầu bằng 0 hoặc +84)',
            email: 'Email không hợp lệ',
            tax_code:
                'Mã số thuế gồm 10 chữ số (doanh nghiệp), 13 chữ số dạng 0123456789-001 (đơn vị phụ thuộc) hoặc 12 chữ số (số định danh cá nhân của cá nhân, hộ kinh doanh)',
            tax_code_check_digit:
                'Mã số thuế doanh nghiệp 10 số: chữ số kiểm tra (chữ số thứ 10) sai, hãy xem lại từng chữ số',
            tax_code_serial: 'Mã số thuế 10 số: 7 chữ số từ thứ 3 đến thứ 9 không thể đều là 0',
            tax_code_branch_number:
                'Mã số thuế đơn vị phụ thuộc: 3 chữ số cuối là số thứ tự đơn vị, từ 001 đến 999',
            tax_code_branch_check_digit:
                'Mã số thuế đơn vị phụ thuộc: 10 chữ số đầu (mã số thuế doanh nghiệp chủ quản) sai chữ số kiểm tra (chữ số thứ 10)',
            tax_code_personal_province:
                'Số định danh cá nhân 12 số: 3 chữ số đầu phải là mã tỉnh, thành phố nơi đăng ký khai sinh (001 Hà Nội … 096 Cà Mau)',
            tax_code_personal_birth_year:
                'Số định danh cá nhân 12 số: chữ số thứ 4 (thế kỷ, giới tính) và thứ 5–6 (năm sinh) cho một năm sinh chưa tới',
            gln: 'GLN gồm 13 chữ số với số kiểm tra GS1 hợp lệ',
            gtin: 'GTIN gồm 13 hoặc 14 chữ số với số kiểm tra GS1 hợp lệ',
            too_long: 'Quá dài',
            name_text: "Chỉ dùng chữ, số, khoảng trắng và các dấu thường có trong tên (như . , - ' ( ) / &)",
            phone_or_email: 'Nhập số điện thoại hoặc email',
            invalid_choice: 'Giá trị không nằm trong danh sách cho phép',
            ward_of_province: 'Phường/xã không thuộc tỉnh/thành phố đã chọn',
            name_taken: 'Tên này đã được dùng trong chủ thể',
            positive: 'Phải là số lớn hơn 0',
        },
        breadcrumb: { label: 'Đường dẫn', home: 'Trang chủ' },
        table: { scrolls: 'Bảng rộng hơn màn hình: vuốt ngang để xem thêm cột' },
    },
};
