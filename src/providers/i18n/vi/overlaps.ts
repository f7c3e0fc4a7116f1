/**
 * Overlaps between plots of different producers and land shared on purpose (docs/plots.md,
 * "Overlaps"): the plot pages, the import, the lot page and the EUDR pack all show them.
 */
export default {
    xts: {
        overlaps: {
            unsupported:
                'Máy chủ này chưa kiểm tra chồng lấn giữa các thửa và chưa đánh dấu được đất dùng chung.',
            gap: 'Thửa %{plot} chồng lấn thửa %{other} của %{producer} (%{size}): cùng một mảnh đất không được khai báo hai lần',
            size_area: '%{area} m², %{percent}% thửa nhỏ hơn',
            size_point: 'thửa là một điểm nằm trong thửa kia',
            lot_title:
                'Thửa chồng lấn với thửa của hộ khác |||| %{smart_count} cặp thửa chồng lấn với thửa của hộ khác',
            shared_title: 'Đất dùng chung đã đánh dấu |||| %{smart_count} cặp đất dùng chung đã đánh dấu',
            shared_item: 'Thửa %{plot} và thửa %{other} là đất dùng chung: %{reason} (%{by}, %{at})',
            draw_checking: 'Đang kiểm tra chồng lấn với các thửa đã lưu…',
            draw_warning:
                'Hình dạng này chồng lấn thửa của hộ khác: |||| Hình dạng này chồng lấn %{smart_count} thửa của hộ khác:',
            draw_failed: 'Chưa kiểm tra được chồng lấn: %{message}',
            import_existing: 'Chồng lấn thửa đã lưu %{codes}',
            import_file: 'Chồng lấn thửa %{codes} trong cùng tệp',
            import_checking: 'Đang kiểm tra chồng lấn với các thửa đã lưu…',
            import_failed: 'Chưa kiểm tra được chồng lấn với các thửa đã lưu: %{message}',
            import_count:
                '%{smart_count} thửa chồng lấn thửa của hộ khác (vẫn nhập được, nhưng gói EUDR sẽ dừng lại cho đến khi sửa hoặc đánh dấu đất dùng chung)',
            plot_title: 'Chồng lấn với thửa của hộ khác',
            plot_item: 'của %{producer} (%{size})',
            plot_within: 'trong mức sai số cho phép',
            plot_shared: 'Đất dùng chung: %{reason} (%{by}, %{at})',
            mark: 'Đánh dấu đất dùng chung',
            unmark: 'Bỏ đánh dấu đất dùng chung',
            mark_title: 'Đánh dấu %{plot} và %{other} là đất dùng chung',
            mark_hint:
                'Chỉ đánh dấu khi hai hộ thực sự cùng canh tác một mảnh đất. Lý do được lưu cùng người đánh dấu và thời gian, và ghi trong gói EUDR.',
            reason: 'Lý do',
            reason_required: 'Hãy ghi lý do',
            save: 'Đánh dấu',
            saved: 'Đã đánh dấu đất dùng chung',
            removed: 'Đã bỏ đánh dấu đất dùng chung',
            failed: 'Không lưu được: %{message}',
            unmark_title: 'Bỏ đánh dấu đất dùng chung?',
            unmark_content:
                'Chồng lấn giữa %{plot} và %{other} sẽ lại làm dừng gói EUDR cho đến khi được sửa hoặc đánh dấu lại.',
        },
    },
};
