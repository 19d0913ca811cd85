import type { Theme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

// react-admin's light theme with colours that reach WCAG AA contrast (4.5:1 for text) where its own do not:
// - the app bar is white on the secondary #2196f3 (3.1:1); Material blue 800 gives 5.7:1;
// - MuiFilledInput draws a focused field's label in the primary colour on #f0f0f0: MUI's #1976d2 gives 4.0:1, blue
//   800 gives 5.0:1, and an invalid field's label in the error colour: MUI's #d32f2f gives 4.4:1, red 800 4.9:1;
// - the form toolbar (Save, Delete) is grey 300, on which the red Delete gives 3.8:1; on grey 100 red 800 gives 5.2:1;
// - and the two below.
const BLUE_800 = '#1565c0';
const RED_800 = '#c62828';
const GREY_100 = '#f5f5f5';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BLUE_800 },
    secondary: { light: '#5e92f3', main: BLUE_800, dark: '#003c8f', contrastText: '#fff' },
    error: { main: RED_800 },
  },
  components: {
    ...defaultLightTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: GREY_100 } } },
    // The skip link ("Skip to content"), shown when a keyboard user first presses Tab, is white on the page's own
    // near-white background (1.0:1): a contained button in the primary colour instead.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.primary.main, '&:hover': { backgroundColor: theme.palette.primary.dark } }),
      },
    },
    // "No orders yet." is drawn in the disabled text colour (2.5:1), though it is all the page says.
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }),
      },
    },
  },
};
