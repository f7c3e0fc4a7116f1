/** Nhóm làm việc: người dùng của chủ thể và lời mời đã gửi. */
export default {
    resources: {
        'biz-users': {
            name: 'Người dùng |||| Người dùng',
            fields: {
                name: 'Họ tên',
                phone: 'Số điện thoại',
                email: 'Email',
                role: 'Vai trò',
                status: 'Trạng thái',
                position: 'Chức vụ',
                note: 'Ghi chú',
                joinedAt: 'Ngày tham gia',
                q: 'Tìm theo tên, điện thoại, email',
            },
            lock: 'Khóa',
            unlock: 'Mở khóa',
            change_role: 'Đổi vai trò',
            confirm_lock:
                'Khóa tài khoản của %{name} trong chủ thể này? Người này sẽ không dùng được chủ thể cho tới khi được mở khóa.',
            confirm_unlock: 'Mở khóa tài khoản của %{name} trong chủ thể này?',
            confirm_role: 'Đổi vai trò của %{name} thành %{role}?',
            new_role: 'Vai trò mới',
            locked_done: 'Đã khóa tài khoản',
            unlocked_done: 'Đã mở khóa tài khoản',
            role_done: 'Đã đổi vai trò',
            yourself: 'Bạn',
            self_hint: 'Bạn không thể tự khóa hay tự đổi vai trò của mình.',
            last_owner_hint: 'Đây là chủ sở hữu cuối cùng của chủ thể.',
            empty: 'Chưa có người dùng nào',
        },
        invitations: {
            name: 'Lời mời đã gửi |||| Lời mời đã gửi',
            fields: {
                code: 'Mã lời mời',
                phone: 'Số điện thoại',
                email: 'Email',
                role: 'Vai trò',
                status: 'Trạng thái',
                invitedByName: 'Người mời',
                createdAt: 'Ngày gửi',
                respondedAt: 'Ngày trả lời',
                from: 'Gửi từ ngày',
                to: 'Gửi đến ngày',
                q: 'Tìm theo điện thoại, email, mã',
            },
            invite: 'Mời người dùng',
            invite_title: 'Mời người dùng vào chủ thể',
            invite_hint:
                'Nhập số điện thoại hoặc email của người được mời. Lời mời sẽ hiện khi họ đăng nhập.',
            send: 'Gửi lời mời',
            sent: 'Đã gửi lời mời',
            cancel: 'Hủy lời mời',
            confirm_cancel:
                'Hủy lời mời gửi tới %{target}? Người được mời sẽ không thể chấp nhận lời mời này nữa.',
            cancelled: 'Đã hủy lời mời',
            empty: 'Chưa gửi lời mời nào',
        },
    },
    xts: {
        menu: {
            items: {
                'biz-users': 'Người dùng',
                invitations: 'Lời mời đã gửi',
            },
        },
    },
};
