/**
 * The plot words the lot pages (src/features/lots) share with the land feature (plots unsupported,
 * the plot map); the plot screens' own are in src/features/land.
 */
export default {
    xts: {
        plots: {
            unsupported:
                'Máy chủ chưa hỗ trợ thửa đất và nguồn gốc lô. Các chức năng khác vẫn dùng bình thường.',
            map: {
                page: 'Bản đồ các thửa trong trang này',
                location: 'Bản đồ các thửa của vùng trồng',
                one: 'Bản đồ thửa %{code}',
                shape: 'Bản đồ hình dạng thửa',
                no_tiles: 'Không tải được nền bản đồ; các thửa vẫn được vẽ theo tỉ lệ.',
                failed: 'Không hiển thị được bản đồ trên trình duyệt này. Các thông tin khác của trang vẫn dùng được.',
                retry: 'Thử vẽ lại',
                zoom_in: 'Phóng to',
                zoom_out: 'Thu nhỏ',
                not_fetched:
                    'Bản đồ vẽ %{drawn} trong %{total} thửa: %{missing} thửa không được vẽ vì một bản đồ vẽ tối đa %{max} thửa. Bảng các thửa có đủ.',
                not_answered:
                    'Bản đồ vẽ %{drawn} trong %{total} thửa: %{missing} thửa không được vẽ vì máy chủ trả về ít thửa hơn số nó báo. Tải lại trang để thử lại.',
                no_shape: '%{missing} thửa không có hình dạng vẽ được nên không có trên bản đồ.',
            },
        },
    },
};
