/**
 * Consents of producers (Law 91/2025/QH15): each for stated purposes, obtained on a signed paper form
 * (its photo kept), verbally before a named witness, or in the app; a withdrawal keeps the record.
 * The lots' origins (src/mocks/plots/origins.ts) read `consentedPurposes` for the EUDR pack's gaps,
 * and the transfer register (./transfers.ts) `abroadConsentOf`.
 */
import { route, badRequest, notFound, MockError, type Ctx } from '../../../mocks/kit';
import { checkUrl, str } from '../../../mocks/crud';
import { CONSENT_PURPOSES, type Consent } from '../../../domain/producers';
import { consentsOf, createConsent, presentConsent, producersOf, type ProducerRow } from './consentStore';
import { refuseErased } from './rights';

export { consentedPurposes, consentsOf, createConsent } from './consentStore';

export const PRODUCER_NOT_FOUND = 'Không tìm thấy hộ sản xuất';
const CONSENT_NOT_FOUND = 'Không tìm thấy lần đồng ý này';

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const byOf = (ctx: Ctx) => ctx.session.user.name || ctx.session.user.phone;

/** The caller's business's producer (404 otherwise: another business's producers are not shown to exist). */
function ownProducer(ctx: Ctx, id: unknown): ProducerRow {
    const producer = producersOf(ctx.db).find((p) => p.id === Number(id) && p.bizId === bizOf(ctx));
    if (!producer) throw notFound(PRODUCER_NOT_FOUND);
    return producer;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The words of the consent's field rules, answered by the server. */
export const CONSENT_WORDS = {
    purposes: 'Chọn ít nhất một mục đích đồng ý',
    method: 'Chọn cách lấy sự đồng ý: giấy có chữ ký, bằng lời có người làm chứng, hoặc trong ứng dụng',
    evidenceUrl: 'Cần ảnh chụp tờ giấy đồng ý đã ký',
    witness: 'Cần tên người làm chứng khi đồng ý bằng lời',
    givenAt: 'Ngày đồng ý không hợp lệ hoặc ở tương lai',
    reason: 'Cần lý do rút lại sự đồng ý',
};

/** A consent as sent, checked: 422 naming each field that breaks its rule, nothing recorded. */
export function readConsent(body: Record<string, unknown>, now = Date.now()) {
    const errors: Record<string, string> = {};
    const purposes = Array.isArray(body.purposes) ? body.purposes.map(String) : [];
    if (!purposes.length || purposes.some((p) => !(CONSENT_PURPOSES as readonly string[]).includes(p)))
        errors.purposes = CONSENT_WORDS.purposes;
    const method = str(body.method);
    if (!['paper', 'verbal', 'app'].includes(method)) errors.method = CONSENT_WORDS.method;
    const evidenceUrl = str(body.evidenceUrl) || null;
    const witness = str(body.witness) || null;
    if (method === 'paper' && (!evidenceUrl || checkUrl(evidenceUrl)))
        errors.evidenceUrl = evidenceUrl ? checkUrl(evidenceUrl)! : CONSENT_WORDS.evidenceUrl;
    if (method === 'verbal' && !witness) errors.witness = CONSENT_WORDS.witness;
    if (witness && witness.length > 200) errors.witness = 'Tên người làm chứng tối đa 200 ký tự';
    const givenAt = str(body.givenAt);
    // A minute's leeway for a phone whose clock runs ahead.
    if (!ISO.test(givenAt) || !(Date.parse(givenAt) <= now + 60_000)) errors.givenAt = CONSENT_WORDS.givenAt;
    if (Object.keys(errors).length)
        throw new MockError(422, 'Sự đồng ý chưa đủ thông tin, vui lòng kiểm tra các trường báo lỗi', errors);
    return {
        purposes: CONSENT_PURPOSES.filter((p) => purposes.includes(p)),
        method: method as Consent['method'],
        evidenceUrl: method === 'paper' ? evidenceUrl : null,
        witness: method === 'verbal' ? witness : null,
        givenAt: new Date(givenAt).toISOString(),
    };
}

export const consentHandlers = [
    route('consentList', (ctx) => {
        const producer = ownProducer(ctx, ctx.params.id);
        return consentsOf(ctx.db)
            .filter((c) => c.producerId === producer.id)
            .sort((a, b) => b.givenAt.localeCompare(a.givenAt) || b.id - a.id)
            .map(presentConsent);
    }),
    route('consentCreate', (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const producer = ownProducer(ctx, body.producerId);
        refuseErased(producer);
        const input = readConsent(body);
        return presentConsent(createConsent(ctx.db, bizOf(ctx), producer.id, input, byOf(ctx)));
    }),
    route('consentWithdraw', (ctx) => {
        const consent = consentsOf(ctx.db).find(
            (c) => c.id === Number(ctx.params.id) && c.bizId === bizOf(ctx),
        );
        if (!consent) throw notFound(CONSENT_NOT_FOUND);
        const reason = str((ctx.body ?? {}).reason);
        if (!reason) throw badRequest(CONSENT_WORDS.reason, { reason: CONSENT_WORDS.reason });
        if (reason.length > 500)
            throw badRequest('Lý do tối đa 500 ký tự', { reason: 'Lý do tối đa 500 ký tự' });
        if (consent.withdrawnAt) throw badRequest('Sự đồng ý này đã được rút lại trước đó');
        Object.assign(consent, {
            withdrawnAt: new Date().toISOString(),
            withdrawnBy: byOf(ctx),
            withdrawReason: reason,
        });
        return presentConsent(consent);
    }),
];
