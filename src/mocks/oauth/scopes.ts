import { callPermissions, type Action } from '../../providers/access';
import type { CallName } from '../../providers/callTypes';
import type { ResourceName } from '../../features/resourceNames';

/** A permission a third-party application may ask for, and what the user reads on the consent screen. */
interface ScopeDef {
    description: string;
    /** The role-table grant the user needs to give it (nobody grants more than they may do). */
    needs: [ResourceName, Action];
    readOnly: boolean;
    /** What a token with this scope may call: role-table resources (reading only, unless the scope writes) and own-account calls by name. */
    opens: { resources: string[]; calls?: CallName[] };
}

export const SCOPES: Record<string, ScopeDef> = {
    'profile:read': {
        description: 'Xem họ tên, số điện thoại và email của bạn',
        needs: ['profile', 'show'],
        readOnly: true,
        opens: { resources: [], calls: ['me'] },
    },
    'business:read': {
        description: 'Xem thông tin chủ thể (tên, mã số thuế, địa chỉ)',
        needs: ['dashboard', 'list'],
        readOnly: true,
        opens: { resources: ['dashboard', 'business'] },
    },
    'products:read': {
        description: 'Xem danh sách và chi tiết sản phẩm',
        needs: ['products', 'list'],
        readOnly: true,
        opens: { resources: ['products'] },
    },
    'products:write': {
        description: 'Thêm và sửa sản phẩm',
        needs: ['products', 'edit'],
        readOnly: false,
        opens: { resources: ['products'] },
    },
    'diaries:read': {
        description: 'Xem nhật ký sản xuất',
        needs: ['diaries', 'list'],
        readOnly: true,
        opens: { resources: ['diaries', 'diary-activities'] },
    },
    'stamps:read': {
        description: 'Xem các đợt tem và lịch sử truy xuất tem',
        needs: ['stamp-generations', 'list'],
        readOnly: true,
        opens: {
            resources: [
                'stamp-generations',
                'stamp-activations',
                'stamp-retails',
                'stamp-destructions',
                'trace',
            ],
        },
    },
};

/** Whether a token with these scopes may make this call (its role is checked as for anyone). */
export function scopeAllows(scopes: string[], call: CallName): boolean {
    const permission = callPermissions[call];
    return scopes.some((scope) => {
        const def = SCOPES[scope];
        if (!def) return false;
        if (def.opens.calls?.includes(call)) return true;
        if (!permission) return false;
        const [resource, action] = permission;
        return (
            def.opens.resources.includes(resource) &&
            (action === 'list' || action === 'show' || !def.readOnly)
        );
    });
}
