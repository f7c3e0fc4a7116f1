/** Pictures users sent, shown full size inside the page. */
export default {
    xts: {
        media: {
            open: 'Xem ảnh cỡ lớn: %{name}',
            close: 'Đóng ảnh',
        },
    },
};
