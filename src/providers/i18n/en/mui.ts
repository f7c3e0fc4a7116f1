/** Built-in texts of the MUI components (shell/MuiTexts), loaded with the console frame. */
export default {
    xts: {
        mui: {
            close: 'Close',
            open: 'Open the list',
            clear: 'Clear',
            no_options: 'No options',
            loading: 'Loading…',
            show_path: 'Show path',
            rows_per_page: 'Rows per page:',
            displayed_rows: '%{from}–%{to} of %{count}',
            displayed_rows_unknown: '%{from}–%{to} of more than %{to}',
            first: 'Go to first page',
            last: 'Go to last page',
            next: 'Go to next page',
            previous: 'Go to previous page',
            page: 'Page %{page}',
            pagination: 'Pages',
            'start-ellipsis': 'Earlier pages',
            'end-ellipsis': 'Later pages',
        },
    },
};
