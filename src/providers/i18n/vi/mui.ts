/** Built-in texts of the MUI components (shell/MuiTexts), loaded with the console frame. */
export default {
    xts: {
        mui: {
            close: 'Đóng',
            open: 'Mở danh sách',
            clear: 'Xóa nội dung',
            no_options: 'Không có lựa chọn',
            loading: 'Đang tải…',
            show_path: 'Hiện đường dẫn',
            rows_per_page: 'Số dòng mỗi trang:',
            displayed_rows: '%{from}–%{to} trên %{count}',
            displayed_rows_unknown: '%{from}–%{to} trên hơn %{to}',
            first: 'Về trang đầu',
            last: 'Đến trang cuối',
            next: 'Trang sau',
            previous: 'Trang trước',
            page: 'Trang %{page}',
            pagination: 'Chuyển trang',
            'start-ellipsis': 'Các trang trước',
            'end-ellipsis': 'Các trang sau',
        },
    },
};
