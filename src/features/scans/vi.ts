/** The scan rules: their names and details (the trace, the suspicious stamps) and their settings page. */
export default {
    xts: {
        scans: {
            rules_link: 'Quy tắc phát hiện',
            rules: {
                before_activation: 'Quét khi tem chưa kích hoạt',
                after_destruction: 'Quét sau khi tem đã hủy',
                too_many_scans: 'Bị quét quá nhiều lần',
                far_apart: 'Quét ở hai nơi cách xa nhau trong thời gian ngắn',
                outside_market: 'Quét ngoài vùng phân phối của lô',
            },
            details: {
                before_activation: 'lúc quét, tem chưa được kích hoạt cho sản phẩm nào',
                after_destruction: 'lúc quét, tem đã bị hủy',
                too_many_scans: 'đây là lượt quét thứ %{number}, quá %{max} lượt cho phép',
                far_apart: 'nơi quét cách nơi của một lượt quét trước hơn %{km} km, trong vòng %{hours} giờ',
                outside_market: 'tỉnh, thành này không có điểm bán nào đã bán tem của lô',
            },
            devices: {
                phone: 'Điện thoại',
                tablet: 'Máy tính bảng',
                desktop: 'Máy tính',
                unknown: 'Không rõ thiết bị',
            },
            timeline: {
                scan: 'Người tiêu dùng quét tem (lượt %{number})',
                suspicious: 'Đáng ngờ',
                why: 'Vì sao đáng ngờ',
                not_provided: 'Máy chủ chưa cung cấp chi tiết từng lượt quét.',
            },
            filters: { rule: 'Dấu hiệu', province: 'Tỉnh, thành quét' },
            settings: {
                title: 'Quy tắc phát hiện tem nghi giả',
                intro: 'Một lượt quét vi phạm quy tắc đang bật được đánh dấu đáng ngờ trên hành trình của tem và tem hiện trong danh sách tem nghi giả.',
                to_list: 'Xem danh sách tem nghi giả',
                read_only: 'Chỉ chủ sở hữu được thay đổi quy tắc.',
                load_failed: 'Không tải được quy tắc: %{message}',
                save_failed: 'Chưa lưu được quy tắc: %{message}',
                saved: 'Đã lưu quy tắc phát hiện',
                save: 'Lưu quy tắc',
                defaults: 'Điền giá trị mặc định',
                required: 'Nhập một số',
                explain: {
                    before_activation:
                        'Tem được quét khi chưa kích hoạt: nhãn có thể bị lấy ra trước khi dán lên sản phẩm.',
                    after_destruction: 'Tem được quét sau khi đã hủy: nhãn bị hủy vẫn đang lưu hành.',
                    too_many_scans:
                        'Một tem thật thường chỉ được quét vài lần; các lượt vượt quá số này bị đánh dấu.',
                    far_apart:
                        'Cùng một mã được quét ở hai tỉnh, thành cách xa nhau (tính theo tâm tỉnh) trong thời gian ngắn: mã có thể bị sao chép.',
                    outside_market: 'Tem được quét ở tỉnh, thành ngoài vùng phân phối của lô.',
                },
                market_note:
                    'Vùng phân phối của một lô là các tỉnh, thành có điểm bán đã bán tem của lô đó; lô chưa bán hoặc có bán qua kênh trực tuyến không bị xét quy tắc này.',
                fields: {
                    maxScans: 'Số lượt quét tối đa',
                    distanceKm: 'Khoảng cách lớn hơn',
                    withinHours: 'Trong vòng',
                },
                units: { maxScans: 'lượt', distanceKm: 'km', withinHours: 'giờ' },
            },
        },
    },
};
