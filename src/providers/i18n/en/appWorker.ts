/** Words of the installed app's notices (src/pwa/notices.ts): the new version and data kept on the device. */
export default {
    update: 'A new version of Xác thực số is available.',
    update_hint: 'Reload once you have saved what you are working on.',
    reload: 'Reload',
    later: 'Later',
    kept_data: 'Offline · Data from %{time}',
};
