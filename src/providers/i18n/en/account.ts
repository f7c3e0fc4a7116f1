/**
 * The account as the frame shows it on any page: invitations, no business yet, a blocked account,
 * kept drafts, the home page, the business list, the affiliate banner. The account pages' own words
 * are the account feature's (src/features/account).
 */
export default {
    xts: {
        invitations: {
            banner: 'You have %{smart_count} link invitation |||| You have %{smart_count} link invitations',
            banner_today: '%{smart_count} new today',
            view: 'View invitations',
            title: 'Link invitations',
            empty: 'You have no link invitations',
            accept: 'Accept',
            reject: 'Reject',
            confirm_accept: 'Accept the link with the enterprise %{name}?',
            confirm_reject: 'Reject the link with the enterprise %{name}?',
            role: 'Role: %{role}',
            sent_at: 'Sent on %{date}',
            processing: 'Processing…',
        },
        no_biz: {
            title: 'You do not have any business yet',
            intro: 'To start, accept a link invitation or register a new business.',
            register: 'Register a business',
            create_profile_title: 'Create your profile',
            create_profile_intro: 'Your account has no profile yet. Create one to continue.',
            logout: 'Sign out',
        },
        blocked: {
            locked_title: 'Account locked',
            locked_message: 'Your account is locked. Contact the administrator of your business for help.',
            leaved_title: 'Account closed',
            leaved_message: 'Your account has left the system and cannot use the console.',
            logout: 'Sign out',
        },
        drafts: {
            restored: 'Restored the unsaved draft from %{time}.',
            discard: 'Discard draft',
            session_ended_title: 'Your session has ended',
            session_ended_text:
                'You have been signed out (your session expired or you signed out in another tab). What you were typing was not saved on the server but has been kept in this tab: sign in again and it will be filled in for you to save.',
            sign_in_again: 'Sign in again',
        },
        home: {
            features: {
                trace_title: 'Traceability',
                trace_text:
                    'Production diaries by season, growing location and lot, following VietGAP and GS1.',
                stamps_title: 'Stamp management',
                stamps_text:
                    'Print, activate, record retail sales of and destroy physical and digital stamps by serial range.',
                verify_title: 'Verification for consumers',
                verify_text:
                    'Buyers scan the QR code to learn that the product is genuine, where it was made and its journey.',
            },
            migrated_title: 'Businesses moved from the previous system',
            migrated_intro: 'The old stamp codes of these businesses can still be looked up.',
            migrated_item: 'Old code %{code}, moved on %{date}',
            session_ended:
                'Your session expired or was signed out in another tab or on another device. Please sign in again to continue.',
        },
        record: {
            not_found_title: 'Record not found',
            not_found_message:
                'This record does not exist or has been deleted. Go back to the list to pick another one.',
            forbidden_title: 'You cannot open this record',
            failed_title: 'Could not load this record',
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
            membership: {
                default: 'Default',
                is_default: 'Opened at sign-in',
                set_default: 'Make default business',
                set_default_of: 'Make %{name} the default business',
                default_set: 'From your next sign-in, %{name} opens first',
                leave: 'Leave business',
                leave_of: 'Leave %{name}',
                confirm_leave: 'Leave %{name}? You will no longer see its data until you are invited again.',
                confirm_leave_current:
                    'Leave %{name}, the business you are working in? You will be moved to another business (if any) and no longer see the data of %{name} until you are invited again.',
                left: 'You have left %{name}',
            },
            affiliate: {
                resume: 'You opened the referral programme %{code}. Does the business you work in take part?',
                resume_open: 'See the programme',
                resume_dismiss: 'Dismiss',
            },
        },
    },
};
