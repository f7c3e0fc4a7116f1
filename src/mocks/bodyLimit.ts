/**
 * The largest request body the server takes (api/openapi.yaml, "Request size"): 32 MiB. The largest
 * honest request is an import of 5,000 plots with 500,000 positions in all: about 20 MB of
 * coordinates written with every decimal a double holds, and up to 6 MB of the plots' other fields;
 * six pictures of a record as data URLs are a few MB. A bigger body is refused (413) before the
 * rest of it is read.
 */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export const BODY_TOO_LARGE =
    'Dữ liệu gửi lên quá lớn: mỗi yêu cầu tối đa 32 MB. Hãy chia thành nhiều lần gửi (ví dụ nhập thửa theo từng phần) hoặc giảm kích thước ảnh';
