import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { markTakaFontReady } from './styles/taka-font-ready';
import './styles/console.css';

markTakaFontReady();

const root = document.getElementById('root');
if (root === null) throw new Error('The console page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
