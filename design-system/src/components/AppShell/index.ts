export { AppShell, type AppShellProps, appShellLayouts } from './AppShell.tsx';
export { useMediaQuery } from './useMediaQuery.ts';
