import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { loadApi } from './api/loadApi';
import { bootProgress } from './features/progress/boot';
import { createAppRouter } from './router';
import { pageStore } from './state';
import './styles/fonts';
import './styles/app.css';

const router = createAppRouter({ loadApi });
bootProgress();

// Spec section 2: any open modal closes when a route change starts.
router.subscribe('onBeforeNavigate', () => pageStore.send({ type: 'closeModal' }));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
