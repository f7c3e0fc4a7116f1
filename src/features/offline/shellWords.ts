import type { ShellWords } from '../kit';

/**
 * What the shell shows of the outbox on every page, in both languages: the app bar's button, the
 * outbox page's title, the notice of a write kept on the device (said by the plots', the stamps'
 * and the lots' pages) and the warning of a sign-out with items not yet sent.
 */
export default {
    vi: {
        xts: {
            offline: {
                page: 'Hộp thư đi',
                kept: 'Đã lưu trên máy, sẽ gửi khi có mạng',
                button: 'Hộp thư đi: %{smart_count} mục chờ gửi',
                sign_out: {
                    title: 'Còn mục chưa gửi',
                    text: 'Còn %{smart_count} mục chưa gửi lên máy chủ. Bạn có thể gửi ngay, hoặc giữ lại trên máy này: chúng sẽ được gửi khi bạn đăng nhập lại vào doanh nghiệp này. Người khác đăng nhập trên máy này không thấy và không gửi được các mục đó.',
                    all_sent: 'Đã gửi hết, không còn mục nào chờ gửi.',
                    send: 'Gửi ngay',
                    keep: 'Giữ lại và đăng xuất',
                    leave: 'Đăng xuất',
                    stay: 'Ở lại',
                },
            },
        },
    },
    en: {
        xts: {
            offline: {
                page: 'Outbox',
                kept: 'Saved on this device, will be sent when online',
                button: 'Outbox: %{smart_count} item waiting |||| Outbox: %{smart_count} items waiting',
                sign_out: {
                    title: 'Items not sent yet',
                    text: '%{smart_count} items have not been sent to the server. Send them now, or keep them on this device: they will be sent when you sign in to this business again. Anyone else signing in on this device can neither see nor send them.',
                    all_sent: 'Everything has been sent.',
                    send: 'Send now',
                    keep: 'Keep them and sign out',
                    leave: 'Sign out',
                    stay: 'Stay',
                },
            },
        },
    },
} satisfies ShellWords;
