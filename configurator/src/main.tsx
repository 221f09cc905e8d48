import { defaultTheme } from '@venue/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
document.body.classList.add(defaultTheme);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
