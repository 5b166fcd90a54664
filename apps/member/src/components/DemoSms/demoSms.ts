/**
 * The demo SMS inbox (development and demo servers only: GET /core/app/demo/sms). After a code is
 * sent, the app asks for it and shows it in a dismissible banner, so a tester can register or reset
 * a password without reading the server log. A production server has no such route: the first 404
 * turns the feature off for the session.
 */
import { api } from '../../api/client';
import { createStore, useStore } from '../../lib/createStore';

export interface DemoSmsMessage {
  areaCode: string;
  phone: string;
  code: string;
  purpose: string | null;
  sentAt: string;
}

interface DemoSmsState {
  /** the latest code delivered to the phone the member used, until dismissed */
  message: DemoSmsMessage | null;
  available: boolean;
}

const store = createStore<DemoSmsState>({ message: null, available: true });

/** Looks up the code just sent to this phone and shows it (no-op on a production server). */
export async function showDemoSms(to: { areaCode: string; phone: string }): Promise<void> {
  if (!store.getState().available) return;
  try {
    const [latest] = await api.get('/app/demo/sms', { areaCode: to.areaCode, phone: to.phone, limit: 1 });
    if (latest) store.setState({ message: latest });
  } catch {
    // 404 on a production server (or no answer): no demo inbox
    store.setState({ available: false, message: null });
  }
}

export function dismissDemoSms(): void {
  store.setState({ message: null });
}

export function useDemoSms(): DemoSmsMessage | null {
  return useStore(store, (s) => s.message);
}
