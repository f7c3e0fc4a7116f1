/** Account area: report an issue, affiliate campaigns. */
export default {
    xts: {
        record: {
            not_found_title: 'Record not found',
            not_found_message:
                'This record does not exist or has been deleted. Go back to the list to pick another one.',
            forbidden_title: 'You cannot open this record',
            forbidden_message: 'This record belongs to another business.',
        },
        validation: {
            birthday: 'Invalid birthday (must be a past date)',
            issue_short: 'Describe the problem in at least 10 characters',
            screenshot: 'The screenshot must be a PNG, JPEG or WebP image of at most 2 MB',
            password_rules: 'The password does not meet the rules below',
            password_confirm: 'The passwords do not match',
        },
        account: {
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
