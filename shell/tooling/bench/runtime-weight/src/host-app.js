import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// webpack's DefinePlugin writes the page's request in place of process.env.PAGE_REQUEST.
const Page = lazy(() => import(/** @type {string} */ (process.env.PAGE_REQUEST)));

createRoot(/** @type {HTMLElement} */ (document.getElementById('root'))).render(
  createElement(
    QueryClientProvider,
    { client: new QueryClient() },
    createElement(Suspense, { fallback: null }, createElement(Page)),
  ),
);
