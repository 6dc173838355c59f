/**
 * Stories of PdfPreview with the lazy renderer mocked (pdf.js does not run in
 * happy-dom): loading, page navigation, error, close.
 */
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PdfViewerProps } from './pdf-viewer.tsx';
import { PdfPreview } from './pdf-preview.tsx';
import { renderWithProviders } from './test-utils.tsx';

const mock = vi.hoisted(() => ({
  mode: 'pages' as 'pages' | 'loading' | 'error',
  pages: 3,
  received: [] as unknown[],
}));

/** Stands in for react-pdf: reports pages or an error as `mock` says. */
function FakeViewer({ file, page, onLoad, onError, loading }: PdfViewerProps) {
  useEffect(() => {
    mock.received.push(file);
    if (mock.mode === 'pages') onLoad(mock.pages);
    if (mock.mode === 'error') onError(new Error('Invalid PDF structure'));
  }, [file, onLoad, onError]);
  return mock.mode === 'loading' ? <>{loading}</> : <p>Rendered page {page}</p>;
}

// The factory runs when pdf-preview lazy-imports the viewer, after this module has loaded.
vi.mock('./pdf-viewer.tsx', () => ({ default: (props: PdfViewerProps) => <FakeViewer {...props} /> }));

const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('PdfPreview', () => {
  beforeEach(() => {
    mock.mode = 'pages';
    mock.pages = 3;
    mock.received = [];
  });

  it('shows the document in a full-screen dialog and moves between pages', async () => {
    const { user } = await renderWithProviders(<PdfPreview open onClose={() => {}} file={blob} title="Contract.pdf" />);
    expect(await screen.findByRole('dialog', { name: 'Contract.pdf' })).toBeTruthy();
    expect(await screen.findByText('Rendered page 1')).toBeTruthy();
    expect(mock.received[0]).toBe(blob);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Rendered page 3')).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Rendered page 2')).toBeTruthy();
  });

  it('hides page navigation for a one-page document', async () => {
    mock.pages = 1;
    await renderWithProviders(<PdfPreview open onClose={() => {}} file="/files/one.pdf" />);
    expect(await screen.findByText('Rendered page 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Document preview' })).toBeTruthy();
  });

  it('says it is loading until the document is read', async () => {
    mock.mode = 'loading';
    await renderWithProviders(<PdfPreview open onClose={() => {}} file={blob} />);
    expect(await screen.findByText('Loading document…')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows an error when the document cannot be read', async () => {
    mock.mode = 'error';
    await renderWithProviders(<PdfPreview open onClose={() => {}} file={blob} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The document could not be shown.')).toBeTruthy();
  });

  it('closes with the close button and with Escape', async () => {
    const onClose = vi.fn();
    function Story() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Preview
          </button>
          <PdfPreview
            open={open}
            onClose={() => {
              setOpen(false);
              onClose();
            }}
            file={blob}
          />
        </>
      );
    }
    const { user } = await renderWithProviders(<Story />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Rendered page 1');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Rendered page 1');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<PdfPreview open onClose={() => {}} file={blob} />, { locale: 'es' });
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
  });
});
