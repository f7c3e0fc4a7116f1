// provisional: replaced by the full data set
export interface Province { code: string; name: string; type: 'thanh-pho' | 'tinh' }
export interface Ward { code: string; name: string; provinceCode: string; type: 'phuong' | 'xa' | 'dac-khu' }
export const provinces: Province[] = [{ code: '01', name: 'Thành phố Hà Nội', type: 'thanh-pho' }];
export const wards: Ward[] = [{ code: '00001', name: 'Phường Ba Đình', provinceCode: '01', type: 'phuong' }];
export const wardsOf = (code: string) => wards.filter((w) => w.provinceCode === code);
export const provinceByCode = (code: string) => provinces.find((p) => p.code === code);
