import { useState, type ReactNode } from 'react';
import {
  AurumProvider,
  Avatar,
  Button,
  ConfirmDialog,
  FundPasswordSheet,
  Money,
  NavBar,
  NoticePopup,
  SlideToConfirm,
  ToastProvider,
  createBrandTheme,
  fr,
  toast,
  type SlideStatus,
} from '@aurum/ui';

/** The second brand: its own colour, name, font and corners, dark by default. */
export const nimbus = createBrandTheme({
  brandColor: '#2f6fed',
  brandName: 'Nimbus Outfitters',
  fontFamily: '"DejaVu Serif", Georgia, serif',
  radiusScale: 0.5,
  colorScheme: 'dark',
});

const notices = [{ id: 1, title: 'Welcome', content: 'Nimbus Outfitters runs on @aurum/ui.' }];

export function App() {
  const [log, setLog] = useState('ready');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [noticesShown, setNoticesShown] = useState(false);
  const [slide, setSlide] = useState<SlideStatus | undefined>(undefined);
  return (
    // French for the components' own texts, one of them reworded for the brand.
    <AurumProvider
      theme={nimbus}
      locale={fr}
      messages={{ noticeConfirm: 'Bien reçu' }}
      style={{ minHeight: '100vh' }}
    >
      <ToastProvider>
        <NavBar onBack={() => setLog('back')} />
        <main style={{ display: 'grid', gap: 16, padding: 16 }}>
          <output data-testid="log">{log}</output>
          <Money minor={1234567n} currency="EUR" data-testid="balance" />
          <Row label="Avatar">
            <Avatar name="Nadia Park" />
            <Avatar />
          </Row>
          <Row label="Buttons">
            <Button onPress={() => setLog('primary')}>Primary</Button>
            <Button variant="secondary" onPress={() => toast.show('Saved to your bag')}>
              Toast
            </Button>
            <Button variant="danger" onPress={() => setConfirmOpen(true)}>
              Delete
            </Button>
          </Row>
          <Row label="Popups">
            <Button size="small" onPress={() => setSheetOpen(true)}>
              Pay
            </Button>
            <Button size="small" variant="secondary" onPress={() => setNoticesShown(true)}>
              Notices
            </Button>
          </Row>
          <SlideToConfirm
            status={slide}
            onSuccess={() => {
              setSlide('success');
              setLog('slid');
            }}
          />
        </main>
        <FundPasswordSheet
          isOpen={sheetOpen}
          onClose={() => setSheetOpen(false)}
          onComplete={(code) => {
            setSheetOpen(false);
            setLog(`code ${code}`);
          }}
        />
        <ConfirmDialog
          isOpen={confirmOpen}
          title="Delete this address?"
          message="It is removed from your account."
          isDestructive
          onCancel={() => setConfirmOpen(false)}
          onConfirm={() => {
            setConfirmOpen(false);
            setLog('deleted');
          }}
        />
        {noticesShown ? (
          <NoticePopup
            notices={notices}
            waitSeconds={1}
            onRead={(id) => setLog(`read ${id}`)}
            onClose={() => setNoticesShown(false)}
          />
        ) : null}
      </ToastProvider>
    </AurumProvider>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
    </section>
  );
}
