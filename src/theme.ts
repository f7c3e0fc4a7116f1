import { defaultTheme } from 'react-admin';
import { createTheme } from '@mui/material/styles';

/**
 * People who ask their system for less motion get none: no sliding, fading or ripples (WCAG 2.3.3).
 * Read once at start-up, like the rest of the theme.
 */
const reduceMotion =
    typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
// Dialogs, menus and snackbars enter and leave with these durations; CSS transitions are 'none'.
const still = { enteringScreen: 0, leavingScreen: 0 };

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
    ...(reduceMotion ? { transitions: { create: () => 'none', duration: still } } : {}),
    typography: {
        fontFamily: ['"Be Vietnam Pro"', 'Roboto', '"Segoe UI"', 'Arial', 'sans-serif'].join(','),
        // Buttons and tabs as written: capitals would turn units and codes into "500 G", "0 MS", "CD26-ABC".
        button: { textTransform: 'none' },
        overline: { textTransform: 'none' },
    },
    components: {
        ...defaultTheme.components,
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiButtonBase: { defaultProps: { disableRipple: reduceMotion } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        // A checkbox's name belongs on its input (a list's row checkbox is given it on the box around).
        MuiCheckbox: {
            defaultProps: {
                slotProps: {
                    root: { 'aria-label': undefined },
                    input: (ownerState: { 'aria-label'?: string }) => ({
                        'aria-label': ownerState['aria-label'],
                    }),
                },
            },
        },
        // A locked field still explains itself: its label and help stay readable (WCAG AA), the
        // greyed input shows it cannot be changed.
        MuiFormLabel: {
            styleOverrides: {
                root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
            },
        },
        MuiFormHelperText: {
            styleOverrides: {
                root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
            },
        },
    },
});
