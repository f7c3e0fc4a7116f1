import { route, notFound } from '../kit';

/** The business the session acts on. */
export const businessHandlers = [
    route('businessCurrent', ({ session }) => {
        if (!session.biz) throw notFound('Bạn chưa có chủ thể nào');
        return { ...session.biz, role: session.role };
    }),
];
