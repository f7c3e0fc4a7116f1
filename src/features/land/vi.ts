/** The land: growing locations and their plots (thửa), their screens' words. */
import { yieldWordsVi } from './yieldWords';
import { importProducerWordsVi } from './importProducerWords';

export default {
    resources: {
        'biz-locations': {
            name: 'Vùng trồng |||| Vùng trồng',
            fields: {
                name: 'Tên vùng trồng',
                code: 'Mã vùng trồng',
                areaHa: 'Diện tích (ha)',
                crops: 'Cây trồng, vật nuôi',
                standard: 'Tiêu chuẩn canh tác',
                certificateNo: 'Số chứng nhận',
                managerName: 'Người phụ trách',
                province: 'Tỉnh/Thành phố',
                ward: 'Phường/Xã',
                address: 'Địa chỉ',
                fullAddress: 'Địa chỉ',
                status: 'Trạng thái',
                note: 'Ghi chú',
                createdAt: 'Ngày tạo',
                updatedAt: 'Cập nhật lần cuối',
                q: 'Tìm theo tên, mã, cây trồng',
            },
            standards: {
                none: 'Chưa chứng nhận',
                vietgap: 'VietGAP',
                globalgap: 'GlobalGAP',
                organic: 'Hữu cơ',
                rainforest: 'Rainforest Alliance',
                '4c': '4C',
            },
            active_summary: '%{smart_count} vùng trồng đang hoạt động, tổng diện tích %{area} ha',
            empty: 'Chưa có vùng trồng nào',
            empty_hint: 'Vùng trồng được gắn với lô sản phẩm khi kích hoạt tem.',
        },
        plots: {
            name: 'Thửa đất |||| Thửa đất',
            empty: 'Chưa có thửa đất nào',
            empty_hint:
                'Thêm thửa trên trang vùng trồng, hoặc nhập nhiều thửa một lúc từ tệp GeoJSON, KML, GPX hay shapefile.',
            fields: {
                q: 'Tìm theo mã thửa, chủ hộ, cây trồng',
                locationId: 'Vùng trồng',
                locationName: 'Vùng trồng',
                code: 'Mã thửa',
                producerName: 'Chủ hộ / nông trại',
                producerIdNumber: 'Số CCCD chủ hộ',
                producerPhone: 'Điện thoại chủ hộ',
                crop: 'Cây trồng',
                plantingYear: 'Năm trồng',
                declaredAreaHa: 'Diện tích khai báo (ha)',
                areaHa: 'Diện tích tính được (ha)',
                geometry: 'Hình dạng thửa',
                status: 'Trạng thái',
                createdAt: 'Ngày tạo',
                updatedAt: 'Cập nhật lần cuối',
            },
            errors: {
                id_number: 'Số CCCD gồm đúng 12 chữ số.',
                geometry: 'Hình dạng thửa chưa hợp lệ.',
            },
        },
    },
    xts: {
        ...yieldWordsVi,
        ...importProducerWordsVi,
        plots: {
            load_failed_message: 'Không tải được danh sách thửa: %{message}',
            declared_short: 'Khai báo %{area} ha',
            area: {
                declared: 'Diện tích khai báo: %{area} ha',
                computed: 'diện tích tính theo hình dạng: %{area} ha',
                point: 'thửa được khai báo bằng một điểm',
                mismatch:
                    'Diện tích tính được (%{computed} ha) lệch %{percent} % so với diện tích khai báo (%{declared} ha), quá mức 10 %.',
                overlap:
                    'Thửa này chồng lấn với thửa của chủ hộ khác: |||| Thửa này chồng lấn với %{smart_count} thửa của chủ hộ khác:',
                overlap_other: 'một thửa khác',
            },
            shape: {
                none: 'Chưa có hình dạng. Chọn một cách bên dưới.',
                point: 'Một điểm: vĩ độ %{lat}, kinh độ %{lon}',
                polygon:
                    'Đa giác %{smart_count} đỉnh · %{area} ha |||| Đa giác %{smart_count} đỉnh · %{area} ha',
                required: 'Thửa cần có hình dạng: đi bộ quanh thửa, vẽ trên bản đồ hoặc nhập tọa độ.',
                walk: 'Đi bộ quanh thửa (GPS)',
                draw: 'Vẽ trên bản đồ',
                type: 'Nhập tọa độ',
            },
            walk: {
                title: 'Đi bộ quanh ranh giới thửa',
                hint: 'Bấm Bắt đầu rồi đi chậm dọc ranh giới; mỗi lần định vị được ghi thành một điểm. Điểm có sai số trên %{max} m bị bỏ qua.',
                start: 'Bắt đầu',
                resume: 'Đi tiếp',
                pause: 'Tạm dừng',
                undo: 'Bỏ điểm cuối',
                finish: 'Hoàn tất',
                discard: 'Bỏ vòng đi này',
                count: 'Đã ghi %{smart_count} điểm |||| Đã ghi %{smart_count} điểm',
                points: 'Các điểm đã ghi',
                point: 'Điểm %{n}: %{lat}, %{lon} (sai số %{accuracy} m)',
                kept: 'Đã ghi điểm: %{lat}, %{lon}, sai số %{accuracy} m.',
                refused:
                    'Bỏ qua lần định vị này: sai số %{accuracy} m, quá mức cho phép %{max} m. Đứng yên chờ tín hiệu tốt hơn.',
                restored:
                    'Đã khôi phục %{smart_count} điểm của vòng đi trước. |||| Đã khôi phục %{smart_count} điểm của vòng đi trước.',
                too_few: 'Cần ít nhất 3 điểm để tạo thành thửa.',
                no_gps: 'Thiết bị hoặc trình duyệt này không có định vị GPS.',
                denied: 'Chưa được phép dùng vị trí. Hãy cho phép truy cập vị trí trong cài đặt trình duyệt rồi thử lại.',
                unavailable: 'Không xác định được vị trí. Ra chỗ thoáng rồi thử lại.',
                timeout: 'Chờ định vị quá lâu. Thử lại.',
            },
            draw: {
                start: 'Vẽ thửa mới',
                done: 'Hoàn tất hình vẽ',
                first: 'Chạm để đặt góc đầu tiên',
                next: 'Chạm để đặt góc tiếp theo',
                finish_hint: 'Chạm vào góc đầu tiên hoặc bấm Hoàn tất hình vẽ',
                area: 'Diện tích đang vẽ: %{area} ha',
                drag_hint: 'Kéo các góc để chỉnh hình dạng.',
                neighbours:
                    'Có một thửa khác của vùng trồng trên bản đồ (chỉ để xem, không sửa được). |||| Có %{smart_count} thửa khác của vùng trồng trên bản đồ (chỉ để xem, không sửa được).',
                walked: 'Đường đã đi trên bản đồ: một điểm. |||| Đường đã đi trên bản đồ: %{smart_count} điểm.',
            },
            type: {
                title: 'Nhập tọa độ',
                label: 'Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm',
                hint: 'Độ thập phân, ví dụ 11,940123 108,440567 hoặc 11.940123, 108.440567. Một điểm: thửa là một điểm; từ 3 điểm: đa giác.',
                read: 'Đọc được %{smart_count} điểm |||| Đọc được %{smart_count} điểm',
                use: 'Dùng các tọa độ này',
                bad_lines: 'Không đọc được tọa độ ở dòng %{lines}.',
                too_few: 'Cần 1 điểm (thửa là một điểm) hoặc từ 3 điểm (đa giác).',
            },
            import: {
                button: 'Nhập tệp thửa',
                title: 'Nhập thửa từ tệp',
                formats:
                    'Tệp GeoJSON, KML, GPX hoặc shapefile nén (.zip); một hay nhiều thửa. Chưa có gì được lưu trước khi bạn bấm Nhập.',
                choose: 'Chọn tệp',
                reading: 'Đang đọc tệp…',
                crop: 'Cây trồng (khi tệp không ghi)',
                crop_hint: 'Ví dụ: Cà phê Arabica',
                producer: 'Chủ hộ (khi tệp không ghi)',
                producer_hint:
                    'Dùng cho mọi thửa mà tệp không ghi chủ hộ (đường đi và điểm GPX, shapefile không có cột chủ hộ). Ví dụ: Hộ Nguyễn Văn An',
                file_unknown_format:
                    'Không nhận ra loại tệp. Hãy dùng GeoJSON, KML, GPX hoặc shapefile nén .zip.',
                file_unreadable: 'Không đọc được tệp: tệp hỏng hoặc không đúng định dạng.',
                file_empty: 'Tệp không có thửa nào.',
                limits: 'Giới hạn mỗi lần nhập: tệp đến %{size}; tối đa %{plots} thửa và %{vertices} điểm tọa độ, mỗi thửa tối đa %{plotVertices} điểm; shapefile nén giải nén ra không quá %{unzipped}.',
                file_too_large:
                    'Tệp nặng %{size}, vượt giới hạn %{max}. Tệp không được đọc; hãy tách thành nhiều tệp nhỏ hơn.',
                file_unzipped_too_large:
                    'Tệp nén giải nén ra hơn %{max} (tệp nén bất thường, có thể là "bom nén"). Tệp không được đọc.',
                file_too_deep:
                    'Tệp lồng nhau quá %{max} cấp, không phải một tệp thửa thông thường. Tệp không được đọc.',
                file_too_many_plots:
                    'Tệp có %{count} thửa, vượt giới hạn %{max} thửa mỗi lần nhập. Hãy tách thành nhiều tệp.',
                file_too_many_vertices:
                    'Tệp có %{count} điểm tọa độ, vượt giới hạn %{max} điểm mỗi lần nhập (mỗi thửa tối đa %{plotMax} điểm). Hãy giản lược đường bao hoặc tách thành nhiều tệp.',
                file_entities:
                    'Tệp KML/GPX khai báo thực thể XML (<!ENTITY>), thứ tệp thửa không cần và có thể làm treo trình duyệt. Tệp không được đọc.',
                checking: 'Đang kiểm tra thửa %{done}/%{total}…',
                progress: 'Tiến độ đọc tệp',
                cancel_read: 'Hủy đọc tệp',
                rows_shown: 'Hiện %{shown} trong %{total} thửa (các thửa bị từ chối trước).',
                cancelled: 'Đã hủy đọc tệp; chưa có gì được lưu. Bạn có thể chọn tệp khác.',
                summary: 'Sẽ nhập %{ok} thửa, từ chối %{refused} thửa.',
                codes_checked:
                    'Mã thửa trùng với thửa đã có trên trang này được báo ngay; máy chủ kiểm tra lại mọi mã khi nhập.',
                swapped:
                    'Một thửa có vĩ độ và kinh độ bị đảo ngược. |||| %{smart_count} thửa có vĩ độ và kinh độ bị đảo ngược.',
                fix_swapped: 'Đảo lại vĩ độ, kinh độ',
                report: 'Kết quả kiểm tra từng thửa',
                feature: 'Thửa trong tệp',
                area: 'Diện tích',
                outcome: 'Kết quả',
                will_import: 'Sẽ nhập',
                imported: 'Đã nhập',
                refused: 'Từ chối',
                save: 'Nhập %{smart_count} thửa |||| Nhập %{smart_count} thửa',
                done: 'Đã nhập %{created} thửa; %{refused} thửa bị từ chối.',
                failed: 'Không nhập được: %{message}',
                reasons: {
                    no_producer: 'Chưa có chủ hộ: tệp không ghi, hãy nhập ở ô "Chủ hộ"',
                    no_crop: 'Chưa có cây trồng: tệp không ghi, hãy nhập ở ô "Cây trồng"',
                    point_area:
                        'Thửa là điểm nhưng tệp không ghi diện tích khai báo (ha): hãy thêm cột diện tích vào tệp hoặc vẽ đường bao thửa',
                    code_twice: 'Mã thửa %{code} trùng với thửa %{row} trong tệp',
                    code_taken: 'Mã thửa %{code} đã có trong doanh nghiệp',
                    field: '%{field}: %{message}',
                    other: 'Dữ liệu không hợp lệ',
                },
            },
            location: {
                title: 'Thửa đất của vùng trồng',
                add: 'Thêm thửa',
                search: 'Tìm theo mã thửa, chủ hộ, cây trồng',
                empty: 'Vùng trồng chưa có thửa nào.',
                no_match: 'Không có thửa nào khớp với "%{q}".',
            },
        },
    },
};
