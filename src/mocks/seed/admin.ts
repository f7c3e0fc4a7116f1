import type { MockDb } from '../state';
import { isoDaysAgo } from './core';

/** The members' positions and the invitations sent (growing locations: src/features/land). */
export function seedAdmin(db: MockDb, now = Date.now()) {
    const owner = db.memberships.find((m) => m.userId === 1 && m.bizId === 1);
    if (owner) owner.position = 'Giám đốc HTX';
    const user = db.memberships.find((m) => m.userId === 2 && m.bizId === 1);
    if (user) user.position = 'Kế toán';
    // Invitations the coffee cooperative has sent, in every state.
    db.invitations.push(
        {
            id: 4,
            code: 'INV-01-00004',
            bizId: 1,
            invitedBy: 1,
            phone: '0909123456',
            email: null,
            role: 2,
            status: 'pending',
            createdAt: isoDaysAgo(2, now),
            respondedAt: null,
        },
        {
            id: 5,
            code: 'INV-01-00005',
            bizId: 1,
            invitedBy: 1,
            phone: null,
            email: 'ketoan@example.vn',
            role: 3,
            status: 'cancelled',
            createdAt: isoDaysAgo(20, now),
            respondedAt: isoDaysAgo(18, now),
        },
        {
            id: 6,
            code: 'INV-01-00006',
            bizId: 1,
            invitedBy: 1,
            phone: '0901000002',
            email: null,
            role: 2,
            status: 'accepted',
            createdAt: isoDaysAgo(200, now),
            respondedAt: isoDaysAgo(199, now),
        },
        {
            id: 7,
            code: 'INV-01-00007',
            bizId: 1,
            invitedBy: 1,
            phone: '0977000111',
            email: null,
            role: 3,
            status: 'rejected',
            createdAt: isoDaysAgo(40, now),
            respondedAt: isoDaysAgo(39, now),
        },
    );
    db.seq.invitations = 7;
}
