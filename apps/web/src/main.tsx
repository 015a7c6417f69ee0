// First: starts the dashboard's data request while the rest of the JavaScript loads.
import './lib/early-dashboard';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Read before React takes the element over: shown until the first screen is ready (see AppRouter).
const firstPaint = container.innerHTML;

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter firstPaint={firstPaint} />
    </AppProvider>
  </StrictMode>,
);
