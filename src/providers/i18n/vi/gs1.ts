/** GS1 lot codes: the lot as GS1 Digital Links and EPCIS carry it, beside the lot as people write it. */
export default {
    xts: {
        gs1: {
            gs1_lot: 'Mã lô GS1 (in trong mã QR)',
            gs1_lot_hint: 'Tối đa 20 ký tự: chữ không dấu, chữ số, - . / _ …',
            lot_not_gs1:
                'Số lô này có dấu, khoảng trắng hoặc quá 20 ký tự nên không in được trong mã GS1: mã QR và tệp EPCIS dùng mã lô GS1 bên cạnh; các màn hình và trang công khai vẫn hiện số lô như đã nhập.',
            lot_is_gs1: 'Mã QR và tệp EPCIS mang đúng số lô này.',
            errors: {
                empty: 'Nhập mã lô GS1 (số lô không có ký tự nào dùng được)',
                too_long: 'Mã lô GS1 tối đa 20 ký tự',
                charset:
                    "Mã lô GS1 chỉ gồm chữ Latinh không dấu, chữ số và ! % & ' ( ) * + , - . / : ; < = > ? _ (không dấu cách, không chữ có dấu)",
            },
            lot_page: 'Mã lô GS1: %{code}',
        },
    },
};
