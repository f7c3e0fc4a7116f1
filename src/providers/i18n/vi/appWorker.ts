/** Words of the installed app's notices (src/pwa/notices.ts): the new version and data kept on the device. */
export default {
    update: 'Có phiên bản mới của Xác thực số.',
    update_hint: 'Tải lại khi bạn đã lưu xong việc đang làm.',
    reload: 'Tải lại',
    later: 'Để sau',
    kept_data: 'Đang ngoại tuyến · Dữ liệu lúc %{time}',
};
