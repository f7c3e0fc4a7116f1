/** What keeps a screen honest: a call the server lacks, a stamp's meaning to a consumer, a print that fits. */
export default {
    xts: {
        sold_warning: {
            title: '%{count} tem trong số này đã bán cho người tiêu dùng',
            serials: 'Tem đã bán: %{serials}.',
            consequence:
                'Người mua sẽ thấy "Tem đã bị hủy" khi quét tem trên sản phẩm chính hãng họ đã mua. Hủy tem là vĩnh viễn.',
            acknowledge: 'Tôi hiểu và vẫn hủy cả %{count} tem đã bán',
        },
        server_lacks: {
            suspicious:
                'Máy chủ chưa hỗ trợ danh sách tem nghi giả. Các chức năng khác vẫn dùng bình thường.',
        },
    },
};
