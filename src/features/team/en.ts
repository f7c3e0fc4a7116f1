/** The team: the business's users and the invitations it has sent. */
export default {
    resources: {
        'biz-users': {
            name: 'Business user |||| Business users',
            fields: {
                name: 'Full name',
                phone: 'Phone',
                email: 'Email',
                role: 'Role',
                status: 'Status',
                position: 'Position',
                note: 'Note',
                joinedAt: 'Joined',
                q: 'Search by name, phone, email',
            },
            lock: 'Lock',
            unlock: 'Unlock',
            change_role: 'Change role',
            confirm_lock:
                'Lock the account of %{name} in this business? They cannot use the business until unlocked.',
            confirm_unlock: 'Unlock the account of %{name} in this business?',
            confirm_role: 'Change the role of %{name} to %{role}?',
            new_role: 'New role',
            locked_done: 'Account locked',
            unlocked_done: 'Account unlocked',
            role_done: 'Role changed',
            yourself: 'You',
            self_hint: 'You cannot lock yourself or change your own role.',
            last_owner_hint: 'This is the last owner of the business.',
            empty: 'No users yet',
        },
        invitations: {
            name: 'Sent invitation |||| Sent invitations',
            fields: {
                code: 'Invitation code',
                phone: 'Phone',
                email: 'Email',
                role: 'Role',
                status: 'Status',
                invitedByName: 'Invited by',
                createdAt: 'Sent',
                respondedAt: 'Answered',
                from: 'Sent from',
                to: 'Sent until',
                q: 'Search by phone, email, code',
            },
            invite: 'Invite a user',
            invite_title: 'Invite a user to the business',
            invite_hint:
                'Enter the phone number or email of the person. The invitation shows when they sign in.',
            send: 'Send invitation',
            sent: 'Invitation sent',
            cancel: 'Cancel invitation',
            confirm_cancel:
                'Cancel the invitation sent to %{target}? They will no longer be able to accept it.',
            cancelled: 'Invitation cancelled',
            empty: 'No invitations sent yet',
        },
    },
    xts: {
        menu: {
            items: {
                'biz-users': 'Business users',
                invitations: 'Sent invitations',
            },
        },
    },
};
