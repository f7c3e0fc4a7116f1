/** Account area: report an issue, affiliate campaigns. */
export default {
    xts: {
        account: {
            affiliate: {
                from: 'A programme of %{partner}',
                benefit: 'Benefit: %{benefit}',
                valid_until: 'Valid until %{date}',
                invalid: 'This referral code is not valid or the programme has ended.',
                next_sign_in: 'Sign in so that your business can confirm joining the programme. The referral code is remembered in this browser.',
                next_signed_in: 'The business you are working in can confirm joining the programme.',
                sign_in: 'Sign in to join',
                go_confirm: 'Confirm for my business',
                question: 'Does %{business} join this programme?',
                accept: 'Join',
                reject: 'Decline',
                confirm_accept: '%{business} joins the programme "%{title}"?',
                confirm_reject: '%{business} declines the programme "%{title}"? This cannot be changed afterwards.',
                accepted: '%{business} has joined the programme.',
                rejected: 'The programme was declined for %{business}.',
            },
            report: {
                intro: 'Describe the problem; we will get back to you by the phone or e-mail in your profile.',
                category: 'Kind of problem',
                categories: {
                    bug: 'Something does not work',
                    data: 'Wrong data',
                    stamp: 'Stamps and codes',
                    account: 'Account, sign-in',
                    suggestion: 'Suggestion',
                    other: 'Other',
                },
                description: 'Description',
                description_hint: 'What you did, what happened, what you expected',
                page: 'Page where it happened',
                page_hint: 'Page address or screen name, if any',
                screenshot: 'Attach a screenshot',
                screenshot_change: 'Change the screenshot',
                send: 'Send the report',
                sent: 'Report %{ticket} sent. Thank you!',
            },
        },
    },
};
