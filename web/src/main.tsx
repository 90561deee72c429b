import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles/base.css';
import './styles/lobby.css';
import './styles/table.css';
import './styles/small-screens.css';
import './styles/table-side.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
