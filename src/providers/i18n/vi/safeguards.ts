/** What keeps a screen honest: a call the server lacks, a stamp's meaning to a consumer, a print that fits. */
export default {
    xts: {
        stamp_meaning: {
            not_activated: 'Tem chưa được kích hoạt: sản phẩm chưa được doanh nghiệp xác nhận.',
            genuine: 'Sản phẩm chính hãng.',
            genuine_sold: 'Sản phẩm chính hãng, đã được bán tại điểm bán của doanh nghiệp.',
            recalled: 'Sản phẩm thuộc lô đã bị thu hồi: không sử dụng sản phẩm.',
            destroyed: 'Tem đã bị hủy: không dùng để xác thực sản phẩm.',
            suspicious:
                'Tem này đã được quét bất thường: sản phẩm có thể là hàng giả. Hãy liên hệ doanh nghiệp trước khi sử dụng.',
            short: {
                not_activated: 'Chưa xác nhận',
                genuine: 'Chính hãng',
                genuine_sold: 'Chính hãng',
                recalled: 'Lô đã thu hồi',
                destroyed: 'Đã hủy',
                suspicious: 'Nghi giả',
            },
            consumer_sees: 'Người tiêu dùng thấy: %{meaning}',
            recall_event: 'Thu hồi lô %{lot}',
            recall_reason: 'Lý do: %{reason}',
        },
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
