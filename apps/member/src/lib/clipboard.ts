import { toast } from '@aurum/ui';
import { i18n } from '../i18n';

/** Writes text to the clipboard (Clipboard API, else a hidden textarea); true when it worked. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/** Copies and tells the member: "content copied" or "copy failed, please copy manually". */
export async function copyWithToast(text: string): Promise<boolean> {
  const done = await writeClipboard(text);
  toast.show(i18n.t(done ? 'copied' : 'copyFailed'));
  return done;
}
