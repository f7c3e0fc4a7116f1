import { mergeMessages } from '../../providers/i18n/merge';
import operations from './words/vi/operations';
import printing from './words/vi/printing';
/** Thao tác với tem (in, kích hoạt, bán lẻ, hủy) và tem nghi giả. */
const operationFields = {
    id: 'Mã thao tác',
    rangeText: 'Dải serial',
    count: 'Số tem',
    counts: 'Trạng thái hiện tại',
    createdByName: 'Người thực hiện',
    createdAt: 'Thời điểm',
    note: 'Ghi chú',
    productId: 'Sản phẩm',
    templateId: 'Mẫu tem',
    state: 'Trạng thái',
};

const own = {
    resources: {
        'stamp-generations': {
            name: 'Đợt in tem |||| Đợt in tem',
            fields: {
                ...operationFields,
                id: 'Đợt in',
                quantity: 'Số lượng tem',
                templateName: 'Mẫu tem',
                fromSerialText: 'Từ serial',
                toSerialText: 'Đến serial',
                preactivated: 'In sẵn đã kích hoạt',
                productName: 'Sản phẩm (in sẵn)',
                lot: 'Số lô (in sẵn)',
                generated: 'Chưa kích hoạt',
                activated: 'Đã kích hoạt',
                sold: 'Đã bán',
                destroyed: 'Đã hủy',
                gs1Lot: 'Mã lô GS1',
                q: 'Tìm theo mẫu tem, serial, người in',
            },
            empty: 'Chưa có đợt in tem nào',
            empty_hint: 'In một đợt tem theo mẫu tem đang dùng để bắt đầu.',
        },
        'stamp-activations': {
            name: 'Kích hoạt tem |||| Kích hoạt tem',
            fields: {
                ...operationFields,
                productName: 'Sản phẩm',
                lot: 'Số lô',
                mfgDate: 'Ngày sản xuất',
                expDate: 'Hạn sử dụng',
                locationId: 'Vùng trồng',
                locationName: 'Vùng trồng',
                diaryId: 'Nhật ký sản xuất',
                diaryName: 'Nhật ký sản xuất',
                gs1Lot: 'Mã lô GS1',
                q: 'Tìm theo sản phẩm, số lô, serial',
            },
            empty: 'Chưa kích hoạt tem nào',
            empty_hint: 'Kích hoạt tem để gắn tem đã in với sản phẩm và lô hàng.',
        },
        'stamp-retails': {
            name: 'Bán lẻ |||| Bán lẻ',
            fields: {
                ...operationFields,
                shopId: 'Điểm bán',
                shopName: 'Điểm bán',
                soldOn: 'Ngày bán',
                q: 'Tìm theo điểm bán, serial',
            },
            empty: 'Chưa ghi nhận lần bán lẻ nào',
            empty_hint: 'Ghi nhận bán lẻ để người tiêu dùng biết sản phẩm được bán ở đâu.',
        },
        'stamp-destructions': {
            name: 'Hủy tem |||| Hủy tem',
            fields: {
                ...operationFields,
                reason: 'Lý do hủy',
                note: 'Ghi chú, mô tả lý do',
                q: 'Tìm theo serial, ghi chú',
            },
            empty: 'Chưa hủy tem nào',
            empty_hint: 'Tem hư hỏng, thất lạc hay in lỗi cần được hủy để không bị dùng lại.',
        },
        'suspicious-stamps': {
            name: 'Tem nghi giả |||| Tem nghi giả',
            empty: 'Chưa có tem nào có lượt quét đáng ngờ',
            empty_hint: 'Tem có lượt quét vi phạm một quy tắc phát hiện sẽ hiện ở đây.',
            fields: {
                q: 'Tìm theo mã tem, serial, sản phẩm, số lô',
                serialText: 'Serial',
                code: 'Mã tem',
                state: 'Trạng thái',
                productName: 'Sản phẩm',
                lot: 'Số lô',
                rules: 'Dấu hiệu',
                scanCount: 'Lượt quét',
                flaggedCount: 'Lượt quét đáng ngờ',
                lastFlaggedAt: 'Lần quét đáng ngờ gần nhất',
                lastFlaggedProvince: 'Nơi quét',
                provinces: 'Các tỉnh, thành quét đáng ngờ',
            },
        },
    },
};

export default mergeMessages(own, operations, printing);
