import { mergeMessages } from './merge';
import { raVietnameseSignIn } from './raVietnameseSignIn';

/**
 * react-admin's own interface strings in Vietnamese (no package provides them for v5), for use with
 * ra-i18n-polyglot. The key tree mirrors ra-language-english 5.x exactly; tests/unit/raVietnamese.test.ts
 * checks the keys, the `%{...}` placeholders and the `||||` plural separators.
 *
 * Vietnamese has no plural forms: where English has `singular |||| plural`, both sides are kept so that
 * polyglot's plural selection still works, and the text is usually the same on both sides.
 *
 * In two parts: the words a first visit to /login may show (raVietnameseSignIn.ts: loading, the error
 * page, the sign-in check, notifications), in the first download; the others (confirmations,
 * actions, inputs, lists, validation...), below, loaded with the areas' words before any other page
 * renders (messages.ts).
 */
export const raVietnameseShell = {
    ra: {
        // The words of these four sections that /login does not show (the others: raVietnameseSignIn.ts).
        page: {
            create: 'Tạo %{name}',
            dashboard: 'Tổng quan',
            edit: '%{name} %{recordRepresentation}',
            list: '%{name}',
            show: '%{name} %{recordRepresentation}',
            empty: 'Chưa có %{name} nào.',
            invite: 'Bạn có muốn tạo mới?',
        },
        message: {
            about: 'Giới thiệu',
            are_you_sure: 'Bạn có chắc chắn?',
            bulk_delete_content:
                'Bạn có chắc muốn xóa %{name} này? |||| Bạn có chắc muốn xóa %{smart_count} mục đã chọn?',
            bulk_delete_title: 'Xóa %{name} |||| Xóa %{smart_count} %{name}',
            bulk_update_content:
                'Bạn có chắc muốn cập nhật %{name} %{recordRepresentation}? |||| Bạn có chắc muốn cập nhật %{smart_count} mục đã chọn?',
            bulk_update_title:
                'Cập nhật %{name} %{recordRepresentation} |||| Cập nhật %{smart_count} %{name}',
            clear_array_input: 'Bạn có chắc muốn xóa toàn bộ danh sách?',
            delete_content: 'Bạn có chắc muốn xóa %{name} này?',
            delete_title: 'Xóa %{name} %{recordRepresentation}',
            details: 'Chi tiết',
            invalid_form: 'Biểu mẫu chưa hợp lệ. Vui lòng kiểm tra các trường báo lỗi',
            no: 'Không',
            select_all_limit_reached: 'Có quá nhiều mục để chọn tất cả. Chỉ %{max} mục đầu tiên được chọn.',
            unsaved_changes: 'Có thay đổi chưa lưu. Bạn có chắc muốn rời trang?',
            yes: 'Có',
            placeholder_data_warning: 'Lỗi mạng: không thể làm mới dữ liệu.',
        },
        auth: {
            user_menu: 'Tài khoản',
            username: 'Tên đăng nhập',
            password: 'Mật khẩu',
            email: 'Email',
            sign_in_error: 'Đăng nhập không thành công, vui lòng thử lại',
            logout: 'Đăng xuất',
        },
        notification: {
            updated: 'Đã cập nhật |||| Đã cập nhật %{smart_count} mục',
            created: 'Đã tạo mới',
            deleted: 'Đã xóa |||| Đã xóa %{smart_count} mục',
            bad_item: 'Dữ liệu không hợp lệ',
            item_doesnt_exist: 'Bản ghi không tồn tại',
            canceled: 'Đã hủy thao tác',
        },
        action: {
            add_filter: 'Thêm bộ lọc',
            add: 'Thêm',
            back: 'Quay lại',
            bulk_actions: 'Đã chọn %{smart_count} mục |||| Đã chọn %{smart_count} mục',
            cancel: 'Hủy',
            clear_array_input: 'Xóa danh sách',
            clear_input_value: 'Xóa giá trị',
            clone: 'Nhân bản',
            confirm: 'Xác nhận',
            create: 'Tạo mới',
            create_item: 'Tạo %{item}',
            delete: 'Xóa',
            edit: 'Sửa',
            export: 'Xuất',
            list: 'Danh sách',
            refresh: 'Làm mới',
            remove_filter: 'Bỏ bộ lọc này',
            remove_all_filters: 'Bỏ tất cả bộ lọc',
            remove: 'Gỡ bỏ',
            reset: 'Đặt lại',
            save: 'Lưu',
            search: 'Tìm kiếm',
            search_columns: 'Tìm cột',
            select_all: 'Chọn tất cả',
            select_all_button: 'Chọn tất cả',
            select_row: 'Chọn dòng này',
            show: 'Xem',
            sort: 'Sắp xếp',
            undo: 'Hoàn tác',
            unselect: 'Bỏ chọn',
            expand: 'Mở rộng',
            close: 'Đóng',
            open_menu: 'Mở menu',
            close_menu: 'Đóng menu',
            update: 'Cập nhật',
            move_up: 'Di chuyển lên',
            move_down: 'Di chuyển xuống',
            open: 'Mở',
            toggle_theme: 'Chuyển chế độ sáng/tối',
            select_columns: 'Cột hiển thị',
            update_application: 'Tải lại ứng dụng',
        },
        boolean: {
            true: 'Có',
            false: 'Không',
            null: '\u2003', // EM SPACE, as in ra-language-english
        },
        input: {
            file: {
                upload_several: 'Kéo thả các tệp vào đây để tải lên, hoặc bấm để chọn tệp.',
                upload_single: 'Kéo thả một tệp vào đây để tải lên, hoặc bấm để chọn tệp.',
            },
            image: {
                upload_several: 'Kéo thả các hình ảnh vào đây để tải lên, hoặc bấm để chọn ảnh.',
                upload_single: 'Kéo thả một hình ảnh vào đây để tải lên, hoặc bấm để chọn ảnh.',
            },
            references: {
                all_missing: 'Không tìm thấy dữ liệu liên kết.',
                many_missing: 'Có ít nhất một dữ liệu liên kết không còn tồn tại.',
                single_missing: 'Dữ liệu liên kết không còn tồn tại.',
            },
            password: {
                toggle_visible: 'Ẩn mật khẩu',
                toggle_hidden: 'Hiện mật khẩu',
            },
        },
        navigation: {
            clear_filters: 'Xóa bộ lọc',
            no_filtered_results: 'Không tìm thấy %{name} nào với bộ lọc hiện tại.',
            no_results: 'Không tìm thấy %{name} nào',
            no_more_results: 'Trang %{page} nằm ngoài phạm vi. Hãy thử trang trước.',
            page_out_of_boundaries: 'Trang %{page} nằm ngoài phạm vi',
            page_out_from_end: 'Không thể đi tiếp sau trang cuối',
            page_out_from_begin: 'Không thể về trước trang 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} trên %{total}',
            partial_page_range_info: '%{offsetBegin}-%{offsetEnd} trên hơn %{offsetEnd}',
            current_page: 'Trang %{page}',
            page: 'Đến trang %{page}',
            first: 'Trang đầu',
            last: 'Trang cuối',
            next: 'Trang sau',
            previous: 'Trang trước',
            page_rows_per_page: 'Số dòng mỗi trang:',
            skip_nav: 'Chuyển đến nội dung chính',
        },
        sort: {
            sort_by: 'Sắp xếp theo %{field_lower_first} %{order}',
            ASC: 'tăng dần',
            DESC: 'giảm dần',
        },
        validation: {
            required: 'Bắt buộc',
            minLength: 'Tối thiểu %{min} ký tự',
            maxLength: 'Tối đa %{max} ký tự',
            minValue: 'Giá trị tối thiểu là %{min}',
            maxValue: 'Giá trị tối đa là %{max}',
            number: 'Phải là số',
            email: 'Email không hợp lệ',
            oneOf: 'Phải là một trong các giá trị: %{options}',
            regex: 'Phải đúng định dạng (biểu thức chính quy): %{pattern}',
            unique: 'Giá trị này đã tồn tại',
        },
        saved_queries: {
            label: 'Bộ lọc đã lưu',
            query_name: 'Tên bộ lọc',
            new_label: 'Lưu bộ lọc hiện tại...',
            new_dialog_title: 'Lưu bộ lọc hiện tại với tên',
            remove_label: 'Xóa bộ lọc đã lưu',
            remove_label_with_name: 'Xóa bộ lọc "%{name}"',
            remove_dialog_title: 'Xóa bộ lọc đã lưu?',
            remove_message: 'Bạn có chắc muốn xóa mục này khỏi danh sách bộ lọc đã lưu?',
            help: 'Lọc danh sách rồi lưu bộ lọc này để dùng lại sau',
        },
        guesser: {
            empty: {
                title: 'Không có dữ liệu để hiển thị',
                message: 'Vui lòng kiểm tra nguồn dữ liệu (data provider)',
            },
        },
        configurable: {
            customize: 'Tùy chỉnh',
            configureMode: 'Tùy chỉnh trang này',
            inspector: {
                title: 'Bảng tùy chỉnh',
                content: 'Di chuột lên các thành phần giao diện để tùy chỉnh',
                reset: 'Khôi phục mặc định',
                hideAll: 'Ẩn tất cả',
                showAll: 'Hiện tất cả',
            },
            Datagrid: {
                title: 'Bảng dữ liệu',
                unlabeled: 'Cột chưa đặt tên #%{column}',
            },
            SimpleForm: {
                title: 'Biểu mẫu',
                unlabeled: 'Trường chưa đặt tên #%{input}',
            },
            SimpleList: {
                title: 'Danh sách',
                primaryText: 'Dòng chính',
                secondaryText: 'Dòng phụ',
                tertiaryText: 'Dòng thứ ba',
            },
        },
    },
};

/** react-admin's words whole (tests, tools). */
export const raVietnamese = mergeMessages(raVietnameseSignIn, raVietnameseShell);

export default raVietnamese;
