/** The OAuth consent page's words. */
export default {
    xts: {
        oauth: {
            checking: 'Checking the authorisation request…',
            invalid_title: 'Invalid authorisation request',
            refused_title: 'The application cannot be authorised',
            missing_params:
                'The authorisation link lacks required parameters: %{params}. Go back to the application that sent you here and try again.',
            missing_state:
                'The authorisation link has no state parameter, so the request cannot be shown to come from the application itself. Go back to the application and try again.',
            bad_response_type: 'The authorisation link supports response_type=code only.',
            not_redirected: 'For your safety, XTS does not send you anywhere. You may close this page.',
            asks: 'The application %{client} asks to access the data of the business %{business} with these permissions:',
            scopes_label: 'Permissions the application asks for',
            signed_in_as: 'You are signed in as %{name}.',
            business_note:
                'Access is granted for the business %{business}. To grant it for another business, switch business in the console and open this link again.',
            redirect_note: 'After you choose, the browser returns to %{origin}.',
            approve: 'Allow',
            deny: 'Deny',
            redirecting: 'Returning to the application…',
        },
    },
};
