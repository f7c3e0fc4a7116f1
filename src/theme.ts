import { defaultTheme } from 'react-admin';
import { createTheme } from '@mui/material/styles';

/** The console's look: a calm green for a traceability product, readable on phones in the field. */
export const theme = createTheme({
    ...defaultTheme,
    palette: {
        primary: { main: '#1b5e20' },
        secondary: { main: '#00695c' },
        background: { default: '#f5f7f5' },
        // Darker than MUI's defaults so white text on chips and buttons meets WCAG AA contrast.
        warning: { main: '#a35200' },
        info: { main: '#01579b' },
        success: { main: '#1b5e20' },
        error: { main: '#b71c1c' },
    },
    typography: {
        fontFamily: ['"Be Vietnam Pro"', 'Roboto', '"Segoe UI"', 'Arial', 'sans-serif'].join(','),
    },
    components: {
        ...defaultTheme.components,
        MuiButton: { defaultProps: { disableElevation: true } },
        // A locked field still explains itself: its label and help stay readable (WCAG AA), the
        // greyed input shows it cannot be changed.
        MuiFormLabel: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
        MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    },
});
