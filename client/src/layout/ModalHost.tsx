import { useEffect, useRef, type ReactNode } from 'react';
import { pageStore, usePage } from '../state';
import { SettingsPanel } from './SettingsPanel';

const close = () => pageStore.send({ type: 'closeModal' });

/** Renders the open modal (page store `modal`); Escape, the close button and the backdrop close it. */
export function ModalHost() {
  const modal = usePage((page) => page.modal);
  if (modal.modalType === 'none') return null;
  if (modal.modalType === 'settings') {
    return (
      <Dialog title="Settings">
        <SettingsPanel />
      </Dialog>
    );
  }
  return <Dialog title="Information">{modal.content ? <p>{modal.content}</p> : null}</Dialog>;
}

function Dialog({ title, children }: { title: string; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => previous?.focus();
  }, []);
  return (
    <div className="modal-backdrop" onClick={close}>
      <div
        ref={panel}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="modal-title"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="modal-header">
          <h2 id="modal-title">{title}</h2>
          <button type="button" className="modal-close" onClick={close} aria-label="Close">
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
