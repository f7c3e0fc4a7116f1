// Strings only the mock backend's code contains: its storage key, its control endpoints, its
// service worker, its own error text. A build for a real API host must contain none of them.
export const MOCK_MARKERS = ['xts_mock_db', '/__mock/', 'mockServiceWorker', '[MSW]', 'Lỗi máy chủ nội bộ'];
