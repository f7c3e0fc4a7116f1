/** What keeps a screen honest: a call the server lacks (the shell says it on any page). */
export default {
    xts: {
        server_lacks: {
            suspicious:
                'Máy chủ chưa hỗ trợ danh sách tem nghi giả. Các chức năng khác vẫn dùng bình thường.',
        },
    },
};
