export { useMatchMedia, useMediaQuery } from '../../hooks/useMediaQuery.ts';
export { AppShell, type AppShellProps, appShellLayouts } from './AppShell.tsx';
