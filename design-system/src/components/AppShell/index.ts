export { AppShell, type AppShellProps } from './AppShell.tsx';
export { useMediaQuery } from './useMediaQuery.ts';
