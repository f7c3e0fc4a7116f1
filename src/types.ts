/** Entities shared across areas (spec section 3). */
export interface Me {
    id: number | string;
    status: number;
    name?: string;
    phone?: string;
    email?: string;
    avatar?: string | null;
    birthday?: string | null;
    province?: string | null;
    ward?: string | null;
    address?: string | null;
    /** The business opened at sign-in, when the user has chosen one. */
    default_biz_id?: number | string | null;
    [key: string]: unknown;
}

export interface CurrentBiz {
    biz_id: number | string;
    biz_name: string;
    biz_logo?: string | null;
    biz_role: number;
}

export interface ManagedBiz {
    id: number | string;
    name: string;
    logo?: string | null;
    role: number;
}

export interface MyInvitation {
    code: string;
    bizId: number | string;
    bizName: string;
    bizPhone?: string;
    bizAddress?: string;
    bizLogo?: string | null;
    role?: number;
    createdAt: string;
}

export interface SelectOption {
    id: number | string;
    name: string;
    [key: string]: unknown;
}
