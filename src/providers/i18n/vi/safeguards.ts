/** What keeps a screen honest: a call the server lacks, a stamp's meaning to a consumer, a print that fits. */
export default {
    xts: {
        server_lacks: {
            suspicious:
                'Máy chủ chưa hỗ trợ danh sách tem nghi giả. Các chức năng khác vẫn dùng bình thường.',
        },
    },
};
