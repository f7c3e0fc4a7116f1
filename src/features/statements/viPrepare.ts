/** The words of preparing a statement, verifying numbers and a lot's statements (vi.ts takes them in). */
export default {
    form: {
        create_title: 'Lập tờ khai EUDR',
        edit_title: 'Sửa tờ khai %{reference}',
        amend_title: 'Sửa đổi tờ khai %{reference}',
        amend_note:
            'Bản sửa đổi được gửi lại Hệ thống thông tin EU cùng hồ sơ thửa hiện tại; sửa đổi được đến %{until}.',
        lots: 'Lô hàng được khai',
        lots_none: 'Chưa chọn lô nào. Mở trang lô hàng hoặc hồ sơ EUDR rồi bấm "Lập tờ khai".',
        prefilled:
            'Đã điền sẵn mã HS, mô tả và khối lượng từ hồ sơ EUDR của %{smart_count} lô |||| Đã điền sẵn mã HS, mô tả và khối lượng từ hồ sơ EUDR của %{smart_count} lô',
        prefill_failed: 'Không đọc được hồ sơ EUDR để điền sẵn: %{message}. Có thể nhập tay.',
        part: 'Đây là tờ khai phần %{index}/%{of} của lô hàng: máy chủ chia lại lô hàng theo giới hạn của hệ thống EU và chỉ khai các thửa của phần này.',
        hs_help: '4 hoặc 6 chữ số, ví dụ 0901 (cà phê)',
        hs_invalid: 'Mã HS gồm 4 hoặc 6 chữ số',
        mass_invalid: 'Khối lượng tịnh phải lớn hơn 0',
        unit_help: 'Ví dụ: bao, thùng',
        quantity_needs_unit: 'Nhập cả đơn vị và số lượng, hoặc để trống cả hai',
        reference_invalid:
            'Số tham chiếu gồm 2 chữ số năm, 2 chữ cái mã nước và 10 chữ hoặc số, ví dụ 26FRAB12CD34EF',
        verification_invalid: 'Số xác minh gồm 8 chữ hoặc số in hoa',
        add_reference: 'Thêm tờ khai tham chiếu',
        remove_reference: 'Bỏ tờ khai tham chiếu',
        amend_save: 'Gửi sửa đổi',
    },
    ref_field: {
        referenceNumber: 'Số tham chiếu của tờ khai tham chiếu thứ %{index}',
        verificationNumber: 'Số xác minh của tờ khai tham chiếu thứ %{index}',
    },
    verify: {
        title: 'Kiểm tra số tờ khai',
        button: 'Kiểm tra số tờ khai',
        upstream: 'Kiểm tra tờ khai của nhà cung cấp',
        upstream_hint:
            'Nhập số tham chiếu và số xác minh nhà cung cấp gửi. Hệ thống thông tin EU cho biết tờ khai có dùng được làm tờ khai tham chiếu không.',
        check: 'Kiểm tra',
        checking: 'Đang kiểm tra…',
        result: {
            usable: 'Dùng được: tờ khai đang có hiệu lực, có thể ghi làm tờ khai tham chiếu.',
            not_usable: 'Không dùng được: tờ khai đã bị rút hoặc không còn hiệu lực.',
            not_found: 'Không tìm thấy tờ khai nào với hai số này.',
        },
        statement: '%{operator} · %{activity} · Mã HS %{hs} · %{country} · %{mass} kg',
        own: 'Tìm tờ khai của doanh nghiệp',
        own_hint: 'Tìm một tờ khai của chính doanh nghiệp bằng số tham chiếu và số xác minh.',
        find: 'Tìm',
        own_not_found: 'Doanh nghiệp không có tờ khai nào với hai số này.',
        failed: 'Không kiểm tra được: %{message}',
    },
    on_lot: {
        create_part: 'Lập tờ khai phần %{index}/%{of}',
        title: 'Tờ khai EUDR của lô',
        none: 'Lô này chưa có tờ khai nào.',
        create: 'Lập tờ khai',
        load_failed: 'Không tải được tờ khai của lô: %{message}',
        changed:
            'Hồ sơ đã khai trong tờ khai %{reference} khác với thửa hiện tại (%{smart_count} thửa thay đổi). |||| Hồ sơ đã khai trong tờ khai %{reference} khác với thửa hiện tại (%{smart_count} thửa thay đổi).',
        see_diff: 'Xem khác biệt',
        offer_amend: 'Sửa đổi tờ khai (đến %{until})',
        offer_new: 'Lập tờ khai mới',
    },
};
