import { CONSUMER_VERDICT } from '../../domain/stampMeaning';
/** Tracing a stamp: the page, the stamp's journey, its scans and what the consumer sees. */
export default {
    xts: {
        trace: {
            actions: 'Thao tác với tem',
            title: 'Truy xuất tem',
            input: 'Mã tem hoặc serial',
            input_hint:
                'Gõ, dán hoặc quét mã QR trên tem (mã tem hoặc liên kết trong mã QR, kể cả liên kết GS1); có thể nhập serial in trên tem.',
            from_gs1: 'Đọc từ liên kết GS1: GTIN %{gtin}',
            from_gs1_lot: 'Đọc từ liên kết GS1: GTIN %{gtin}, số lô %{lot}',
            search: 'Tra cứu',
            scan: 'Quét mã',
            empty: 'Nhập mã tem hoặc serial để xem hành trình của tem.',
            stamp: 'Tem %{serial}',
            scans: 'Người tiêu dùng đã quét %{count} lần',
            timeline: 'Hành trình của tem',
            events: { printed: 'In tem', activated: 'Kích hoạt', sold: 'Bán lẻ', destroyed: 'Hủy tem' },
            details: {
                template: 'Mẫu tem',
                range: 'Đợt in',
                product: 'Sản phẩm',
                lot: 'Số lô',
                mfg: 'Ngày sản xuất',
                exp: 'Hạn sử dụng',
                location: 'Vùng trồng',
                diary: 'Nhật ký sản xuất',
                preactivated: 'Kích hoạt khi in',
                yes: 'Có',
                shop: 'Điểm bán',
                sold_on: 'Ngày bán',
                reason: 'Lý do',
                note: 'Ghi chú',
            },
            consumer_view: 'Người tiêu dùng thấy gì khi quét tem',
            consumer_stamp: 'Trang xác thực tem',
            consumer_product: 'Trang sản phẩm',
            consumer_company: 'Trang doanh nghiệp',
            not_public: 'Chưa có trang công khai',
            v1: 'Phiên bản cũ',
            migrated:
                'Mã %{code} là mã cũ của "%{name}", nay là %{company} trên Xác thực số (chuyển ngày %{date}). Mã cũ được tra cứu trên hệ thống cũ.',
            legacy_lookup: 'Tra cứu mã cũ',
        },
        // What the consumer reads, in the public stamp page's own words.
        stamp_meaning: {
            ...CONSUMER_VERDICT,
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
    },
};
