/**
 * The words of the account's own pages (profile, sign-in methods, issue reports, affiliate
 * programmes).
 * The frame's account words stay in src/providers/i18n/en/account.ts.
 */
export default {
    xts: {
        account: {
            zalo: {
                title: 'Link Zalo',
                intro: 'Link your Zalo account to sign in with Zalo instead of your XTS account or password.',
                link: 'Link Zalo',
                redirecting: 'Going to Zalo…',
                linking: 'Linking your Zalo account…',
                linked: 'Zalo linked. You can now sign in with Zalo.',
                bad_state:
                    'The linking request is invalid or has expired (state mismatch). Zalo was not linked.',
                cancelled: 'You did not allow linking on Zalo. Zalo was not linked.',
                back: 'Back to sign-in methods',
            },
            profile: {
                fields: {
                    avatar: 'Profile picture',
                    name: 'Full name',
                    phone: 'Phone number',
                    email: 'E-mail',
                    birthday: 'Date of birth',
                    place: 'Address',
                },
                avatar_of: 'Profile picture of %{name}',
                edit: 'Update profile',
                create: 'Create profile',
                saved: 'Profile updated',
                not_set: 'Not set',
            },
            affiliate: {
                from: 'A programme of %{partner}',
                benefit: 'Benefit: %{benefit}',
                valid_until: 'Valid until %{date}',
                invalid: 'This referral code is not valid or the programme has ended.',
                next_sign_in:
                    'Sign in so that your business can confirm joining the programme. The referral code is remembered in this browser.',
                next_signed_in: 'The business you are working in can confirm joining the programme.',
                sign_in: 'Sign in to join',
                go_confirm: 'Confirm for my business',
                question: 'Does %{business} join this programme?',
                accept: 'Join',
                reject: 'Decline',
                confirm_accept: '%{business} joins the programme "%{title}"?',
                confirm_reject:
                    '%{business} declines the programme "%{title}"? This cannot be changed afterwards.',
                accepted: '%{business} has joined the programme.',
                rejected: 'The programme was declined for %{business}.',
            },
            credentials: {
                list_title: 'Your ways to sign in',
                kinds: { sso: 'XTS account (SSO)', password: 'Password', zalo: 'Zalo' },
                added_at: 'Added %{date}',
                delete: 'Delete',
                delete_confirm: 'Delete this sign-in method',
                last_one: 'This is your only way to sign in, so it cannot be deleted. Add another one first.',
                confirm_delete:
                    'Delete the sign-in method "%{name}"? You will no longer be able to sign in with it.',
                deleted: 'The sign-in method was deleted.',
                add_password: 'Set a sign-in password',
                password: 'New password',
                confirm: 'Repeat the password',
                rules_title: 'Password rules',
                rules: {
                    length: 'At least 8 characters',
                    lower: 'A lower-case letter',
                    upper: 'An upper-case letter',
                    digit: 'A digit',
                },
                rule_met: 'Met',
                rule_missing: 'Not yet',
                save_password: 'Save the password',
                password_added: 'Password set. You can now sign in with it.',
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
